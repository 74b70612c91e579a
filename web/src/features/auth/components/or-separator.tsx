import { HStack, Separator, Text } from '@chakra-ui/react';

export function OrSeparator() {
  return (
    <HStack gap="3">
      <Separator flex="1" />
      <Text flexShrink="0" color="fg.muted" fontSize="sm">
        or
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
