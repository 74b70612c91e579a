import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled fact of a product card: its label and what it says. */
export type Fact = [label: string, value: ReactNode];

/** A product card's labelled facts under their heading (the seller's, the machine's), then anything more. */
export function Facts({ title, facts, children }: { title: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize="md">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            {/* minW 0 lets a long value (an e-mail address) wrap instead of widening the card. */}
            <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {children}
    </Stack>
  );
}
