import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { AdvertisedCard } from './advertised-card';

function AdvertisementSection({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="advertisement-heading">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '12', md: '16' }}>
        <Stack gap="8">
          <Heading id="advertisement-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            Advertisement Area
          </Heading>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The products sellers advertise on the home page. With none, or when they cannot be loaded, the
 * area is left out: it is a showcase, and the categories below still lead to every product.
 */
export function AdvertisementArea() {
  const { data: products, isLoading } = useAdvertisedProducts();

  if (isLoading) {
    return (
      <AdvertisementSection>
        <CardSkeletons count={3} lines={2} status="Loading advertised products…" />
      </AdvertisementSection>
    );
  }
  if (!products?.length) return null;
  return (
    <AdvertisementSection>
      <CardList items={products} card={(product) => <AdvertisedCard product={product} />} />
    </AdvertisementSection>
  );
}
