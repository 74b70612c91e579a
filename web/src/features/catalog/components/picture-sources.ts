import { THUMBNAIL_SIDES, thumbnailUrl, type ThumbnailSide } from '@contract';

/**
 * Where a product picture is drawn, and the widths the browser may choose from there: a card in
 * the catalog grid (one column on a phone inside 16 px margins, two from 768 px, beside the
 * 16rem filters from 1024 px, at most about 400 px wide) or the product page (one card, at most
 * 720 px wide).
 */
const SLOTS = {
  card: { sides: THUMBNAIL_SIDES, sizes: '(min-width: 1024px) 400px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)' },
  page: { sides: [800], sizes: '(min-width: 768px) 720px, calc(100vw - 32px)' },
} satisfies Record<string, { sides: readonly ThumbnailSide[]; sizes: string }>;

export type PictureSlot = keyof typeof SLOTS;

/**
 * The `srcSet` and `sizes` of a picture in its slot: its thumbnails and the 1600 px file. Empty for
 * a picture without thumbnails (older uploads, the seed drawings), which keeps its one address.
 */
export function pictureSources(url: string, slot: PictureSlot): { srcSet?: string; sizes?: string } {
  const { sides, sizes } = SLOTS[slot];
  const candidates = sides.map((side) => thumbnailUrl(url, side) && `${thumbnailUrl(url, side)} ${side}w`);
  if (candidates.some((candidate) => !candidate)) return {};
  return { srcSet: [...candidates, `${url} 1600w`].join(', '), sizes };
}
