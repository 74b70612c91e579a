import { Card, Skeleton, SkeletonText, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ProductSkeletons({ count }: { count: number }) {
  return (
    <>
      <VisuallyHidden role="status">Loading products…</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} overflow="hidden" aria-hidden="true">
          <Skeleton aspectRatio="4 / 3" rounded="none" />
          <Card.Body gap="4">
            <Skeleton h="6" w="70%" />
            <SkeletonText noOfLines={6} />
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}

export function NoProducts({ title = 'No products here yet', children }: { title?: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" px="4" gap="2" borderWidth="1px" borderStyle="dashed" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
