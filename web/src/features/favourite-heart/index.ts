// The heart on every machine's card, and what the dashboard's Favourites tab needs of it. This
// entry comes with the home page: it carries the heart's drawing and keys, its work loads lazily.
export { FavouriteHeart } from './components/favourite-heart';
export { favouritesKey } from './api/favourites-key';
export { useChangeFavourite } from './api/use-change-favourite';
