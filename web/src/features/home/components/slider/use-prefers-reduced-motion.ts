import { useMediaQuery } from '@/lib/use-media-query';

/** Whether the user asked the system for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
