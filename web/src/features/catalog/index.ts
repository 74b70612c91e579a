export { catalogRoutes } from './routes';
// A deal accepted or cancelled on the dashboard refreshes the machine's page and the catalog.
export { useRevalidateListing } from './api/revalidate-listing';
// The dashboard's Saved searches: the list, deleting one, and each search in words and as its page's address.
export { deleteSavedSearch, useSavedSearches } from './search/api/saved-searches';
export { describeSearch, searchPath } from './search/catalog-search';
// Editing a listing reads it as its page does, so an edit saved is the page's too.
export { useProduct } from './api/get-product';
