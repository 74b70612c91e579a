import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { renderRoutes } from '@/testing/render';
import { apiReferenceRoutes } from '../routes';

/** A small OpenAPI document, as the API serves its own at /api/openapi.json. */
const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Machinery Market API', version: '1.0.0', description: 'The REST API of Machinery Market.' },
  servers: [{ url: '/api' }],
  tags: [
    { name: 'Catalog', description: 'The machines for sale.' },
    { name: 'Listings', description: 'What sellers do with their machines.' },
  ],
  paths: {
    '/productsCategory': {
      get: { operationId: 'listCategories', tags: ['Catalog'], summary: 'The machine size categories', responses: { '200': { description: 'Done.' } } },
    },
    '/products': {
      post: {
        operationId: 'addProduct',
        tags: ['Listings'],
        summary: 'List a machine',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { productName: { type: 'string' } }, required: ['productName'] } } } },
        responses: { '201': { description: 'Created.' } },
      },
    },
  },
};

function openReference() {
  return renderRoutes(apiReferenceRoutes, { path: '/api/docs' });
}

describe('the API reference', () => {
  // Redoc writes the part being read into the address, which outlives a test.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the API's own description: its title heads the page, and its contents lead to each part and its calls", async () => {
    const fetchMock = stubFetch(jsonResponse(openApiDocument));
    openReference();

    expect(await screen.findByRole('heading', { level: 1, name: /Machinery Market API/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/openapi.json', expect.anything());
    expect(document.title).toBe('API reference · Machinery Market');
    // Redoc names each heading after its link as well ("tag/Listings/operation/addProduct List a machine").
    expect(screen.getByRole('heading', { level: 2, name: /List a machine$/ })).toBeInTheDocument();

    const contents = within(screen.getByRole('navigation', { name: 'API reference' }));
    const links = () => contents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([
      ['Catalog', '#tag/Catalog'],
      ['Listings', '#tag/Listings'],
    ]);

    // A part opens on its calls, each named with its method, as it shows it.
    await userEvent.click(contents.getByRole('link', { name: 'Listings' }));
    expect(links()).toEqual([
      ['Catalog', '#tag/Catalog'],
      ['Listings', '#tag/Listings'],
      ['post List a machine', '#tag/Listings/operation/addProduct'],
    ]);
    expect(contents.getByRole('link', { name: 'post List a machine' })).toBeInTheDocument();
    expect(contents.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'location');
  });

  it('says it is loading, under its own heading, until the description arrives', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    openReference();

    expect(await screen.findByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the API reference')).toBeInTheDocument();

    answer(jsonResponse(openApiDocument));
    expect(await screen.findByRole('heading', { level: 1, name: /Machinery Market API/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the API reference')).not.toBeInTheDocument();
  });

  it('says why the description could not be read, and shows it after Try again', async () => {
    stubFetch(jsonResponse({ success: false, message: 'The database could not be reached in time.', data: null }, 503), jsonResponse(openApiDocument));
    openReference();

    await tryAgainAfterLoadFailed('the API reference', 'The database could not be reached in time.');

    expect(await screen.findByRole('heading', { level: 2, name: /List a machine$/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes an answer that is not an OpenAPI document for an unexpected answer', async () => {
    stubFetch(jsonResponse({ hello: 'world' }));
    openReference();

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('We could not load the API reference.');
    expect(alert).toHaveTextContent('The service sent an unexpected answer. Please try again later.');
  });
});
