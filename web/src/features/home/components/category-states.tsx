import { Stack, Text } from '@chakra-ui/react';

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
