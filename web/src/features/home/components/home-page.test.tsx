import type { Category } from '@contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const categories: Category[] = [
  { _id: 'c20', categorySize: '20', categoryImage: 'https://images.test/20.webp' },
  { _id: 'c32', categorySize: '32', categoryImage: 'https://images.test/32.webp' },
  { _id: 'c40', categorySize: '40', categoryImage: '' },
];

const categoriesAnswer = (data: Category[]) => jsonResponse({ success: true, message: 'Categories', data });

async function categorySection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Browse items by category' });
  return within(heading.closest('section') as HTMLElement);
}

describe('home page', () => {
  it('shows the categories from the API under "Browse items by category", each linking to its size with its type', async () => {
    const fetchMock = stubFetch(categoriesAnswer(categories));
    renderWithProviders(<HomePage />);

    const section = await categorySection();
    const links = await section.findAllByRole('link', { name: /^Size \d+ machine/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/category/20', '/category/32', '/category/40']);

    const medium = links[1] as HTMLElement;
    expect(within(medium).getByText('Size: 32')).toBeInTheDocument();
    expect(within(medium).getByText('Type: Medium')).toBeInTheDocument();
    expect(within(links[0] as HTMLElement).getByText('Type: Small')).toBeInTheDocument();
    expect(within(links[2] as HTMLElement).getByText('Type: Large')).toBeInTheDocument();

    const picture = within(medium).getByRole('img', { name: 'Size 32 machine' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '300');
    // A category without a picture shows the placeholder rather than a broken image.
    expect(within(links[2] as HTMLElement).getByRole('img')).toHaveAttribute('src', '/placeholder/no-image.svg');

    expect(section.getByRole('link', { name: 'See All Products' })).toHaveAttribute('href', '/category/all');
    expect(fetchMock).toHaveBeenCalledWith('/api/productsCategory', expect.objectContaining({ method: 'GET' }));
  });

  it('introduces the marketplace and jumps to the categories from "Second Hand Category"', async () => {
    stubFetch(categoriesAnswer(categories));
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second Hand Category' })).toHaveAttribute('href', '#category');
    expect((await categorySection()).getByRole('heading', { level: 2 }).closest('section')).toHaveAttribute('id', 'category');
  });

  it('shows the four safety tips', () => {
    stubFetch(categoriesAnswer([]));
    renderWithProviders(<HomePage />);

    const tips = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(tips).toEqual(['Deal with well-behaved users', 'Look for the blue tick', 'Check the seller’s location', 'Stay aware']);
  });

  it('says "No categories yet" when the API has none', async () => {
    stubFetch(categoriesAnswer([]));
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Size / })).not.toBeInTheDocument();
  });

  it('shows an error with a "Try again" that asks the API again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), categoriesAnswer(categories));
    renderWithProviders(<HomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the categories.');
    expect(alert).toHaveTextContent('Network error: the service could not be reached.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Size: 20')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
