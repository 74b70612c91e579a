import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { EngineIcon } from '@/components/ui/icons';
import { CATEGORY_ANCHOR } from './category-browser';

export function Intro() {
  return (
    <Box as="section" aria-labelledby="intro-heading" bg="colorPalette.subtle" borderBottomWidth="1px">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
        <Flex align="center" justify="space-between" gap="12">
          <Stack gap="5" maxW="2xl">
            <Text color="colorPalette.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
              Second-hand machinery marketplace
            </Text>
            <Heading id="intro-heading" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
              Buy and sell used engines with confidence
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              Sellers list the engines they no longer need; buyers browse them by machine size, compare prices with the
              original, check who is selling and where, and book the one that fits the job.
            </Text>
            <Box>
              <Button asChild size="lg">
                <a href={`#${CATEGORY_ANCHOR}`}>Second Hand Category</a>
              </Button>
            </Box>
          </Stack>
          <Box hideBelow="lg" color="colorPalette.emphasized" flexShrink="0">
            <EngineIcon size="16rem" />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
