import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import { openingScreenCode, routes } from './router';

describe('app routes', () => {
  it('an unknown route shows the error page with 404, "Not Found" and a link back home', async () => {
    renderRoutes(routes, { path: '/no-such-page' });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByText('404')).toBeInTheDocument();
    expect(within(heading).getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('Looks like our services are currently offline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    // The error page sits inside the main layout, so the visitor can still navigate.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('the main layout offers Home, Dashboard, Blogs, Contact Us and Sign In, and the footer', async () => {
    stubFetch(jsonResponse({ success: true, message: 'Categories', data: [] }));
    renderRoutes(routes, { path: '/' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contactUs'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    // The footer's company pages without a page stay text; Contact leads to Contact Us (footer.test.tsx).
    const footer = screen.getByRole('contentinfo');
    for (const page of ['About us', 'Jobs', 'Press kit']) {
      expect(within(footer).getByText(page)).not.toHaveAttribute('href');
    }
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactUs');
    expect(within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toBeInTheDocument();
    expect(within(footer).getByText(/© 2022 Machinery Market/)).toBeInTheDocument();
  });

  it('on a first visit to a screen whose code is still on its way, the top bar and footer show at once around a spinner', async () => {
    renderRoutes(routes, { path: '/blogs' });

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByLabelText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
  });

  it('the blogs page answers the four developer questions', async () => {
    renderRoutes(routes, { path: '/blogs' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const questions = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(questions).toEqual([
      'What are the different ways to manage state in a React application?',
      'How does prototypal inheritance work in JavaScript?',
      'What is a unit test? Why should we write unit tests?',
      'React vs. Angular vs. Vue?',
    ]);
  });

  it('the API reference is a page of the app at /api/docs, inside the main layout', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: false, message: 'The service is busy.', data: null }, 503));
    renderRoutes(routes, { path: '/api/docs' });

    expect(await screen.findByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
    expect(fetchMock).toHaveBeenCalledWith('/api/openapi.json', expect.anything());
  });

  it('the contact page shows the address, phone and e-mail beside the form', async () => {
    renderRoutes(routes, { path: '/contactUs' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/Banani, Dhaka/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute('href', 'tel:+8801711000000');
    expect(screen.getByRole('link', { name: 'support@machinery.test' })).toHaveAttribute('href', 'mailto:support@machinery.test');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("names the opening screen's lazy parts to ask for before the router starts: a dashboard tab's frame, signed-in guard, tab bar and tab; none for the home page", () => {
    expect(openingScreenCode('/dashboard/account')).toHaveLength(4);
    expect(openingScreenCode('/dashboard')).toHaveLength(4);
    expect(openingScreenCode('/')).toHaveLength(0);
  });
});
