import { Box } from '@chakra-ui/react';
import { SlideFrame } from './slide-frame';
import { SLIDER_HEIGHT, slides } from './slides';

/** The first slide, still, at the slider's size: shown until the slider's code has arrived. */
export function SliderPlaceholder() {
  return (
    <Box h={SLIDER_HEIGHT}>
      <SlideFrame slide={slides[0]!} eager />
    </Box>
  );
}
