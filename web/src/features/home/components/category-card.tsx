import { Card, Link, Text } from '@chakra-ui/react';
import { machineType, type Category } from '@contract/category';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';

export function CategoryCard({ category }: { category: Category }) {
  const { categorySize, categoryImage } = category;
  return (
    <Link asChild display="block" rounded="l3" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={`/category/${encodeURIComponent(categorySize)}`}>
        <Card.Root overflow="hidden" h="full" transition="box-shadow 0.2s" _hover={{ shadow: 'md' }}>
          <FallbackImage
            src={categoryImage}
            alt={`Size ${categorySize} machine`}
            width={400}
            height={300}
            w="full"
            h="auto"
            aspectRatio="4 / 3"
          />
          <Card.Body gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              Size: {categorySize}
            </Text>
            <Text color="fg.muted">Type: {machineType(categorySize)}</Text>
          </Card.Body>
        </Card.Root>
      </RouterLink>
    </Link>
  );
}
