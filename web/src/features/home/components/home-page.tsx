import { pageTitle } from '@/config/site';
import { CategoryBrowser } from './category-browser';
import { Intro } from './intro';
import { SafetyTips } from './safety-tips';

export function HomePage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <Intro />
      <CategoryBrowser />
      <SafetyTips />
    </>
  );
}
