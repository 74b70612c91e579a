import { Box, Card, Container, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { AdvertisedCard } from './advertised-card';

const grid = { base: 1, sm: 2, lg: 3 };

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
        <SimpleGrid columns={grid} gap="6" aria-busy="true">
          <VisuallyHidden role="status">Loading advertised products…</VisuallyHidden>
          {Array.from({ length: 3 }, (_, index) => (
            <Card.Root key={index} overflow="hidden" aria-hidden="true">
              <Skeleton aspectRatio="4 / 3" rounded="none" />
              <Card.Body>
                <SkeletonText noOfLines={2} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </AdvertisementSection>
    );
  }
  if (!products?.length) return null;
  return (
    <AdvertisementSection>
      <SimpleGrid as="ul" columns={grid} gap="6" listStyleType="none">
        {products.map((product) => (
          <li key={product._id}>
            <AdvertisedCard product={product} />
          </li>
        ))}
      </SimpleGrid>
    </AdvertisementSection>
  );
}
