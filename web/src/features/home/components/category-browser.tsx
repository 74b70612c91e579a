import { Box, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { Link as RouterLink } from 'react-router-dom';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { NoCategories } from './category-states';

/** Target of the intro's "Second Hand Category" button. */
export const CATEGORY_ANCHOR = 'category';

function CategoryList() {
  const { data: categories, error, isLoading, isValidating, mutate } = useCategories();

  // A failed refresh keeps showing the categories already on screen.
  if (error && !categories) {
    return <LoadFailed what="the categories" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  if (isLoading || !categories) return <CardSkeletons count={6} lines={2} status="Loading categories…" />;
  if (categories.length === 0) return <NoCategories />;
  return <CardList items={categories} card={(category) => <CategoryCard category={category} />} />;
}

export function CategoryBrowser() {
  return (
    // scroll-margin keeps the heading clear of the sticky top bar when the anchor is followed.
    <Box as="section" id={CATEGORY_ANCHOR} aria-labelledby="category-heading" scrollMarginTop="20">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack gap="8">
          <Heading id="category-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            Browse items by category
          </Heading>
          <CategoryList />
          <Box>
            <Button asChild variant="outline">
              <RouterLink to="/category/all">See All Products</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
