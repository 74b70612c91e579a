import { Box, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, useParams } from 'react-router-dom';
import { pageTitle } from '@/config/site';
import { ListingActionsMenu } from '@/features/report';
import { useProduct } from '../api/get-product';
import { useRecordView } from '../api/record-view';
import { ProductCard } from './product-card';
import { ProductPhotos } from './product-photos';
import { LoadFailed } from '@/components/ui/load-failed';
import { ProductSkeletons } from './product-states';

/** `/product/{id}`: one product in full, titled as the spec says. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isValidating, mutate } = useProduct(id);
  useRecordView(product);

  // An unknown product is the app's 404 page, as an unknown address is. The data is fetched here,
  // not in a loader, because the API needs the signed-in user's token, known only after the guard.
  if (error?.status === 404) throw new ErrorResponse(404, 'Not Found', null);

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <title>{pageTitle(product ? product.productName : 'product details')}</title>
      <Stack gap="6">
        <HStack justify="space-between" align="center" gap="4">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            product details
          </Heading>
          {product ? <ListingActionsMenu product={product} /> : null}
        </HStack>
        {product ? (
          <ProductPhotos products={[product]}>
            <ProductCard product={product} slot="page" priority full />
          </ProductPhotos>
        ) : error ? (
          <LoadFailed what="this product" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
        ) : (
          <Box aria-busy="true">
            <ProductSkeletons count={1} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
