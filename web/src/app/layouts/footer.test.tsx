import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { Footer } from './footer';

function renderFooter() {
  const rendered = renderRoutes([
    { path: '/', element: <Footer /> },
    { path: '/contactUs', element: <h1>Contact Us</h1> },
  ]);
  return { ...rendered, footer: within(screen.getByRole('contentinfo')) };
}

describe('the footer', () => {
  it('links the pages the app has (Contact, to Contact Us; API, to the API reference) and leaves the others, without pages yet, as text', async () => {
    const { footer } = renderFooter();

    const pages = within(footer.getByRole('list', { name: 'Company' }));
    expect(pages.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['About us', 'Contact', 'Jobs', 'Press kit', 'API']);
    expect(pages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact', '/contactUs'],
      ['API', '/api/docs'],
    ]);

    await userEvent.setup().click(pages.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('makes each social icon a named link to its network, opened safely in a new tab', () => {
    const { footer } = renderFooter();

    const links = within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/'],
      ['Twitter (opens in a new tab)', 'https://twitter.com/'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/'],
      ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(link.getAttribute('aria-label') ?? '');
    }
  });

  it('says © 2022', () => {
    const { footer } = renderFooter();
    expect(footer.getByText(/© 2022 Machinery Market/)).toBeInTheDocument();
  });
});
