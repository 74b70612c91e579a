import { insightsParamsSchema, insightsQuerySchema, listingInsightsSchema, marketplaceInsightsSchema, priceGuideQuerySchema, priceGuideSchema, sellerInsightsSchema, viewCountedSchema } from '../insights.js';
import { operation } from './operation.js';

export const recordView = operation({
  id: 'recordView',
  method: 'post',
  path: '/products/{id}/views',
  tag: 'Insights',
  summary: 'Count a view of a machine',
  who: 'signed-in',
  description:
    'The web app sends it when a signed-in person opens a machine’s page. Counted once a person a day (`counted: false` after); the seller’s own openings and admins’ are never counted. Counts hold at any rate: they are spread over a few documents.',
  access: 'signed-in',
  params: insightsParamsSchema,
  answer: viewCountedSchema,
  errors: [404],
});

export const readListingInsights = operation({
  id: 'readListingInsights',
  method: 'get',
  path: '/insights/listings/{id}',
  tag: 'Insights',
  summary: 'A listing’s insights',
  who: 'its seller, an admin',
  description: 'Per day over the last 30 or 90 days (oldest first): views, favourites added, requests, conversations started and price changes; their totals; days on the market; the price history. A constant number of reads.',
  access: 'signed-in',
  params: insightsParamsSchema,
  query: insightsQuerySchema,
  answer: listingInsightsSchema,
  errors: [403, 404],
});

export const readSellerInsights = operation({
  id: 'readSellerInsights',
  method: 'get',
  path: '/insights/seller',
  tag: 'Insights',
  summary: 'A seller’s insights',
  who: 'a seller (own), an admin (own)',
  description: 'The same counts summed over the caller’s listings, per day over the last 30 or 90 days, with how many listings they have and their five most viewed. A constant number of reads.',
  access: 'signed-in',
  query: insightsQuerySchema,
  answer: sellerInsightsSchema,
  errors: [403],
});

export const readPriceGuide = operation({
  id: 'readPriceGuide',
  method: 'get',
  path: '/insights/price-guide',
  tag: 'Insights',
  summary: 'The price guide for a machine',
  who: 'signed-in',
  description:
    'Comparable machines on the marketplace (the same size and fuel, made within 3 years, the make when given): how many are for sale, their asking prices’ quartiles and median, and the median price of those that sold; under 5, `enough` is false and no figures are given. Kept per size, fuel (and make) and year as listings change: 7 reads whatever the catalog holds.',
  access: 'signed-in',
  query: priceGuideQuerySchema,
  answer: priceGuideSchema,
});

export const readMarketplaceInsights = operation({
  id: 'readMarketplaceInsights',
  method: 'get',
  path: '/insights/marketplace',
  tag: 'Insights',
  summary: 'The marketplace overview',
  who: 'an admin',
  description:
    'Per day over the last 30 or 90 days (oldest first): listings added, deals accepted, and the people active as buyers (who opened, saved, requested or asked about a machine) and as sellers (who listed, edited, answered a request or a buyer); totals and daily averages. 8 reads.',
  access: 'signed-in',
  query: insightsQuerySchema,
  answer: marketplaceInsightsSchema,
  errors: [403],
});
