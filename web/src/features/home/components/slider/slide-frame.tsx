import { Box, Button, Container, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Slide } from './slides';

type SlideFrameProps = {
  slide: Slide;
  /**
   * Only the first slide is in view on arrival: it loads at once and first (it is the home page's
   * largest paint), the others when needed.
   */
  eager?: boolean;
};

/** One slide: the engine picture with its caption and a link to its size. */
export function SlideFrame({ slide, eager = false }: SlideFrameProps) {
  return (
    <Box position="relative" h="full" bg="colorPalette.subtle" overflow="hidden">
      <Image
        src={slide.picture}
        alt=""
        htmlWidth={800}
        htmlHeight={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        position="absolute"
        insetBlock="0"
        insetEnd="0"
        w={{ base: 'full', md: '55%' }}
        h="full"
        objectFit={{ base: 'cover', md: 'contain' }}
      />
      <Container maxW="6xl" h="full" px={{ base: '4', md: '6' }} position="relative">
        <Stack
          justify={{ base: 'flex-end', md: 'center' }}
          h="full"
          pb={{ base: '16', md: '0' }}
          maxW={{ base: 'full', md: '45%' }}
          gap="3"
        >
          <Stack gap="3" bg={{ base: 'bg/90', md: 'transparent' }} p={{ base: '4', md: '0' }} rounded="l3">
            <Text as="p" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
              {slide.caption}
            </Text>
            <Text color="fg.muted" hideBelow="sm">
              {slide.text}
            </Text>
            <Box>
              <Button asChild size={{ base: 'sm', md: 'md' }}>
                <RouterLink to={`/category/${slide.size}`}>Browse size {slide.size}</RouterLink>
              </Button>
            </Box>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
