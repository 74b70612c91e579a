import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePriceGuide } from '../api/price-guide';
import { priceGuideQueryOf, priceGuideText } from '../price-guide';
import type { ProductFormValues, ProductSubmission } from '../product-form';

/** How long the fields stay still before the guide is asked: one question per pause, not per key. */
export const PRICE_GUIDE_DELAY_MS = 500;

/**
 * Under the price: what similar machines ask (the same size and fuel, made within a few years, the
 * make when filled). A polite live region, said when it changes; it only informs: while the fields
 * are incomplete, the guide loads or the API cannot answer, it is empty and the form goes on.
 */
export function PriceGuideBand({ control }: { control: Control<ProductFormValues, unknown, ProductSubmission> }) {
  const [categorySize, fuel, categoryCompany, mfYear] = useWatch({ control, name: ['categorySize', 'fuel', 'categoryCompany', 'mfYear'] });
  // The same fields give the same question, so a re-render never starts the wait again.
  const asked = useMemo(() => priceGuideQueryOf({ categorySize, fuel, categoryCompany, mfYear }), [categorySize, fuel, categoryCompany, mfYear]);
  const settled = useDebouncedValue(asked, PRICE_GUIDE_DELAY_MS);
  // While the seller types, the last guide stays; fields no longer complete take it away at once.
  const { data: guide } = usePriceGuide(asked ? settled : null);
  const text = asked && guide ? priceGuideText(guide) : '';

  return (
    <Text role="status" aria-live="polite" textStyle="sm" {...(text ? { bg: 'colorPalette.subtle', color: 'fg', px: '3', py: '2', rounded: 'l2' } : {})} data-price-guide="">
      {text}
    </Text>
  );
}
