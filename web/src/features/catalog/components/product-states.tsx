import { Stack, Text } from '@chakra-ui/react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import type { ReactNode } from 'react';

export function ProductSkeletons({ count }: { count: number }) {
  return <CardSkeletons count={count} title lines={6} status="Loading products…" />;
}

export function NoProducts({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" px="4" gap="2" borderWidth="1px" borderStyle="dashed" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        No products here yet
      </Text>
      {children}
    </Stack>
  );
}
