import type { MouseEvent } from 'react';
import { data, type RouteObject } from 'react-router-dom';

/** An address the app has no page for: the route's error page shows 404 Not Found. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The last route of a route list: any other address is a 404. The loader always throws, so nothing renders. */
export const unknownAddress: RouteObject = { path: '*', loader: notFound, element: null };

/** A press of a link that the browser should handle itself: another button, or a key that opens it in a new tab or window. */
export const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
