import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { pageTitle } from '@/config/site';
import { AdvertisementArea } from './advertisement-area';
import { CategoryBrowser } from './category-browser';
import { Intro } from './intro';
import { SafetyTips } from './safety-tips';
import { SliderPlaceholder } from './slider/slider-placeholder';

// framer-motion comes with the slider, after the page has shown: the still first slide (the
// page's largest picture, painted at once) holds its place.
const HeroSlider = lazy(async () => ({ default: (await import('./slider/hero-slider')).HeroSlider }));

export function HomePage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <Suspense fallback={<SliderPlaceholder />}>
        <HeroSlider />
      </Suspense>
      <Intro />
      {/* Below the fold at every width: drawn right after the first screen, a screen high meanwhile. */}
      <AfterFirstPaint>
        <AdvertisementArea />
        <CategoryBrowser />
        <SafetyTips />
      </AfterFirstPaint>
    </>
  );
}
