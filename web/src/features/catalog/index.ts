export { catalogRoutes } from './routes';
// A deal accepted or cancelled on the dashboard refreshes the machine's page and the catalog.
export { useRevalidateListing } from './api/revalidate-listing';
// Editing a listing reads it as its page does, so an edit saved is the page's too.
export { useProduct } from './api/get-product';
// The dashboard's saved searches describe and link to searches in the catalog's own words.
export { describeSearch, searchPath } from './search/search-address';
