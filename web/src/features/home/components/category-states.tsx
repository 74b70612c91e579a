import { Card, Skeleton, SkeletonText, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

const SKELETON_CARDS = 6;

export function CategorySkeletons() {
  return (
    <>
      <VisuallyHidden role="status">Loading categories…</VisuallyHidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card.Root key={index} overflow="hidden" aria-hidden="true">
          <Skeleton aspectRatio="4 / 3" rounded="none" />
          <Card.Body>
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}

export function NoCategories() {
  return (
    <Stack align="center" textAlign="center" py="12" gap="1" borderWidth="1px" borderStyle="dashed" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        No categories yet
      </Text>
      <Text color="fg.muted">Machine sizes appear here as soon as sellers list them.</Text>
    </Stack>
  );
}
