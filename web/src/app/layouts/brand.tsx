import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EngineIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/site';

export function Brand() {
  return (
    <Link asChild fontWeight="bold" color="fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/">
        <HStack gap="2">
          <Text as="span" color="colorPalette.fg" display="inline-flex">
            <EngineIcon size="1.75rem" />
          </Text>
          <Text as="span" fontSize={{ base: 'md', sm: 'lg' }} whiteSpace="nowrap">
            {PRODUCT_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
