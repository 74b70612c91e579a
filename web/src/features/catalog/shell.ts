// The catalog's second public entry: what the page's still shell (app/shell) draws a returning
// user's kept first page with, before the app's code has arrived. Plain functions only: no React,
// SWR or zod, which the shell's few kilobytes must not bring.
export { firstPageName, isProductsPage } from './api/products-page-key';
export { categoryHeading } from './components/category-heading';
export { photosOf } from './components/photos-of';
export { pictureSources } from './components/picture-sources';
export { readSearch } from './search/search-address';
