import { Box } from '@chakra-ui/react';

/** The blue tick of a verified seller: a filled badge, named for screen readers. The check takes the
 * page's background colour, so it stands out on the light blue of dark mode as on the deep blue of light mode. */
export function VerifiedTick({ label = 'Verified seller' }: { label?: string }) {
  return (
    <Box as="span" display="inline-flex" color={{ base: 'blue.600', _dark: 'blue.300' }} flexShrink="0">
      <svg role="img" aria-label={label} focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24">
        <title>{label}</title>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="var(--chakra-colors-bg)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Box>
  );
}
