import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { signedInRoutes } from '@/features/auth';
import { notFound } from '@/lib/routing';

/** A category is "all" or a machine size (a number, as the API accepts); anything else is no page. */
function requireCategory({ params }: LoaderFunctionArgs) {
  if (!/^(all|\d{1,4})$/.test(params.id ?? '')) notFound();
  return null;
}

/** Category pages and the product page, inside the main layout, for signed-in users. */
export const catalogRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: 'category/:id',
      loader: requireCategory,
      lazy: async () => ({ Component: (await import('./components/category-page')).CategoryPage }),
    },
    {
      path: 'product/:id',
      lazy: async () => ({ Component: (await import('./components/product-page')).ProductPage }),
    },
  ]),
];
