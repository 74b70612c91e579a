import { Router } from 'express';
import { readListingInsights, readMarketplaceInsights, readPriceGuide, readSellerInsights } from '../contract/operations/insights.js';
import { listingInsights, marketplaceInsights, sellerInsights } from '../domain/insights.js';
import { priceGuide } from '../domain/price-guide.js';
import { serve } from '../http/serve.js';

// Counting a view (POST /products/{id}/views) is served by the products router, which its first path segment loads.
export const insightsRouter = Router();

const span = (days: '30' | '90' | undefined) => Number(days ?? '30');

serve(insightsRouter, readListingInsights, async ({ caller, params, query }) => ({
  message: `Insights of the last ${span(query.days)} days.`,
  data: await listingInsights(caller, params.id, span(query.days)),
}));

serve(insightsRouter, readSellerInsights, async ({ caller, query }) => ({
  message: `Insights of the last ${span(query.days)} days.`,
  data: await sellerInsights(caller, span(query.days)),
}));

serve(insightsRouter, readPriceGuide, async ({ query }) => {
  const guide = await priceGuide(query);
  return { message: guide.enough ? `${guide.comparable} similar machines.` : 'Not enough similar machines for a price guide yet.', data: guide };
});

serve(insightsRouter, readMarketplaceInsights, async ({ caller, query }) => ({
  message: `The marketplace over the last ${span(query.days)} days.`,
  data: await marketplaceInsights(caller, span(query.days)),
}));
