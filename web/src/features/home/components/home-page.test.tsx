import type { Category } from '@contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { HomePage } from './home-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const categories: Category[] = [
  { _id: 'c20', categorySize: '20', categoryImage: 'https://images.test/20.webp' },
  { _id: 'c32', categorySize: '32', categoryImage: 'https://images.test/32.webp' },
  { _id: 'c40', categorySize: '40', categoryImage: '' },
];

const categoriesAnswer = (data: Category[]) => jsonResponse({ success: true, message: 'Categories', data });
const noAdvertisements = () => jsonResponse({ success: true, message: 'No advertisement product found', data: [] });

/**
 * The home page asks two endpoints at once, in no fixed order: answers are given per path, each
 * list used in turn. The advertised products default to none.
 */
function stubApi({ categories: categoryAnswers, advertised = [noAdvertisements()] }: { categories: (Response | Error)[]; advertised?: Response[] }) {
  const answers: Record<string, (Response | Error)[]> = { '/api/productsCategory': categoryAnswers, '/api/advertised/products': advertised };
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answer = answers[String(input)]?.shift();
    if (!answer) throw new Error(`No answer stubbed for ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The slider loads lazily; loading its module once up front keeps the waits below about the
// page, not about compiling framer-motion.
beforeAll(async () => {
  await import('./slider/hero-slider');
});

async function categorySection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Browse items by category' });
  return within(heading.closest('section') as HTMLElement);
}

describe('home page', () => {
  it('shows the categories from the API under "Browse items by category", each linking to its size with its type', async () => {
    const fetchMock = stubApi({ categories: [categoriesAnswer(categories)] });
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
    stubApi({ categories: [categoriesAnswer(categories)] });
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second Hand Category' })).toHaveAttribute('href', '#category');
    expect((await categorySection()).getByRole('heading', { level: 2 }).closest('section')).toHaveAttribute('id', 'category');
  });

  it('shows the four safety tips', () => {
    stubApi({ categories: [categoriesAnswer([])] });
    renderWithProviders(<HomePage />);

    const tips = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(tips).toEqual(['Deal with well-behaved users', 'Look for the blue tick', 'Check the seller’s location', 'Stay aware']);
  });

  it('says "No categories yet" when the API has none', async () => {
    stubApi({ categories: [categoriesAnswer([])] });
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Size / })).not.toBeInTheDocument();
  });

  it('shows an error with a "Try again" that asks the API again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubApi({ categories: [new TypeError('Failed to fetch'), categoriesAnswer(categories)] });
    renderWithProviders(<HomePage />);

    await tryAgainAfterLoadFailed('the categories', 'Network error: the service could not be reached.');

    expect(await screen.findByText('Size: 20')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/productsCategory')).toHaveLength(2);
  });

  it('puts the slider first, then the intro, the Advertisement Area and the categories', async () => {
    stubApi({
      categories: [categoriesAnswer(categories)],
      advertised: [jsonResponse({ success: true, message: '1 advertised products.', data: [testProduct()] })],
    });
    renderWithProviders(<HomePage />);

    await screen.findByRole('heading', { level: 2, name: 'Advertisement Area' });
    const order = [
      await screen.findByRole('region', { name: 'Featured machines' }),
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('heading', { level: 2, name: 'Advertisement Area' }),
      await screen.findByRole('heading', { level: 2, name: 'Browse items by category' }),
    ];
    for (const [earlier, later] of order.slice(0, -1).map((element, index) => [element, order[index + 1]!] as const)) {
      expect(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
