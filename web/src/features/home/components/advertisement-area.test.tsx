import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { AdvertisementArea } from './advertisement-area';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const advertised = (data: unknown[]) =>
  jsonResponse({ success: true, message: data.length ? `${data.length} advertised products.` : 'No advertisement product found', data });

describe('the Advertisement Area', () => {
  it('shows each advertised product as a card linking to its page, with its name, price, Machine Size and Machine Type', async () => {
    const fetchMock = stubFetch(
      advertised([
        testProduct({ _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', categorySize: '20', resalePrice: 1250 }),
        testProduct({ _id: 'K7EGHZbKoXi0d9TH4QgT', productName: '22HP Water Cooled Diesel Engine (ZS1115)', categorySize: '32' }),
        testProduct({ _id: 'qC79l9B1UE8ePr5FxgmV', productName: '4-Cylinder 2.2L Diesel Engine (404D-22)', categorySize: '40', picture: '' }),
      ]),
    );
    renderWithProviders(<AdvertisementArea />);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Advertisement Area' });
    const links = await within(heading.closest('section') as HTMLElement).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/huG8GP38g4o5MNJAYKJ1',
      '/product/K7EGHZbKoXi0d9TH4QgT',
      '/product/qC79l9B1UE8ePr5FxgmV',
    ]);
    const [small, medium, large] = links.map((link) => within(link));
    // The spec names the product "Machine Size" on this card: the owner's wording is kept.
    expect(small?.getByText('Machine Size: 4HP Water Cooled Diesel Engine (R170A)')).toBeInTheDocument();
    expect(small?.getByText('$1,250')).toBeInTheDocument();
    expect(small?.getByText('Machine Type: Small')).toBeInTheDocument();
    expect(medium?.getByText('Machine Size: 22HP Water Cooled Diesel Engine (ZS1115)')).toBeInTheDocument();
    expect(medium?.getByText('Machine Type: Medium')).toBeInTheDocument();
    expect(large?.getByText('Machine Type: Large')).toBeInTheDocument();

    const picture = small?.getByRole('img', { name: '4HP Water Cooled Diesel Engine (R170A)' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '300');
    expect(large?.getByRole('img')).toHaveAttribute('src', '/placeholder/no-image.svg');
    expect(fetchMock).toHaveBeenCalledWith('/api/advertised/products', expect.objectContaining({ method: 'GET' }));
  });

  it('is left out entirely when nothing is advertised', async () => {
    stubFetch(advertised([]));
    renderWithProviders(<AdvertisementArea />);

    expect(screen.getByRole('heading', { name: 'Advertisement Area' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading advertised products…');
    await waitForElementToBeRemoved(() => screen.queryByRole('heading', { name: 'Advertisement Area' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
