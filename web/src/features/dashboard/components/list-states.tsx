import { EmptyState } from '@chakra-ui/react';

export type EmptyMessage = { title: string; description: string };

export function ListEmpty({ title, description }: EmptyMessage) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
      <EmptyState.Content>
        {/* Under the tab's h1: a level-3 title would skip a level. */}
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        <EmptyState.Description color="fg.muted">{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
