import { Button, List, Stack, Text } from '@chakra-ui/react';
import { NoProducts } from '../../components/product-states';
import type { SearchErrors } from '../check-search';

/** A search that finds nothing: says so and offers the widest step back, every filter off. */
export function NoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <NoProducts title="No machines match your search">
      <Text color="fg.muted">Try fewer filters, a wider price or year range, or other words.</Text>
      <Button variant="outline" mt="2" onClick={onClearFilters}>
        Clear all filters
      </Button>
    </NoProducts>
  );
}

/**
 * An address whose search the API would refuse (typed or edited by hand): the contract's reasons
 * instead of results, and the way out. The filter panel marks the same fields.
 */
export function SearchCannotRun({ errors, onClearFilters }: { errors: SearchErrors; onClearFilters: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" py="12" px="4" gap="3" borderWidth="1px" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        This search cannot be run.
      </Text>
      <List.Root listStyleType="none" color="fg.muted" gap="1">
        {Object.values(errors).map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List.Root>
      <Button variant="outline" onClick={onClearFilters}>
        Clear all filters
      </Button>
    </Stack>
  );
}
