export { catalogRoutes } from './routes';
// A deal accepted or cancelled on the dashboard refreshes the machine's page and the catalog.
export { useRevalidateListing } from './api/revalidate-listing';
