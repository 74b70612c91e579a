import { Link } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: hidden until focused, then jumps past the top bar. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      insetStart="4"
      top="-40"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      rounded="md"
      _focusVisible={{ top: '4' }}
    >
      Skip to main content
    </Link>
  );
}
