export { HomePage } from './components/home-page';
// My Products refreshes the Advertisement Area after a seller starts an advertisement.
export { advertisedProductsKey } from './api/get-advertised-products';
