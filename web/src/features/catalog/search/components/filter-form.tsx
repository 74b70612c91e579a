import { Checkbox, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/ui/form-field';
import type { CatalogSearch } from '../search-address';
import { checkSearch, type SearchErrors } from '../check-search';
import { PANEL_FILTERS, type PanelFilter, type PanelFilters } from './panel-filters';

type TextFilter = Exclude<PanelFilter, 'verified' | 'available'>;
type TextSpec = { name: TextFilter; label: string; placeholder?: string; inputMode?: 'decimal' | 'numeric'; autoComplete?: string };

const places: TextSpec[] = [
  { name: 'fuel', label: 'Fuel', placeholder: 'diesel / petrol' },
  { name: 'make', label: 'Make', placeholder: 'Kubota' },
  { name: 'location', label: 'Location', placeholder: 'Rajshahi', autoComplete: 'address-level2' },
];
const ranges: [TextSpec, TextSpec][] = [
  [
    { name: 'minPrice', label: 'Min price', placeholder: '0', inputMode: 'decimal' },
    { name: 'maxPrice', label: 'Max price', placeholder: 'any', inputMode: 'decimal' },
  ],
  [
    { name: 'minYear', label: 'From year', placeholder: '2010', inputMode: 'numeric' },
    { name: 'maxYear', label: 'To year', placeholder: 'any', inputMode: 'numeric' },
  ],
];
const used: TextSpec = { name: 'maxUsed', label: 'Max years used', placeholder: 'any', inputMode: 'numeric' };
const switches: { name: 'verified' | 'available'; label: string }[] = [
  { name: 'verified', label: 'Verified sellers only' },
  { name: 'available', label: 'Available only (not sold)' },
];

const sameErrors = (a: SearchErrors, b: SearchErrors) => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SearchErrors)[]);
  return [...names].every((name) => a[name] === b[name]);
};

type FilterFormProps = {
  /** The form's id, for a submit button outside it (a drawer's footer). */
  id: string;
  /** The filters of the address, filled in. */
  search: CatalogSearch;
  /** What is wrong with the address's filters, shown from the start. */
  errors: SearchErrors;
  /** The panel's filters once they pass the contract's rules: every one of them, set or not. */
  onApply: (filters: PanelFilters) => void;
};

/**
 * The filter panel's fields. Numbers are typed as text and checked by the contract's schema of
 * the catalog filters when applied, so the messages are the API's own ("minPrice cannot be above
 * maxPrice"); the first field at fault takes the focus.
 */
export function FilterForm({ id, search, errors: addressErrors, onApply }: FilterFormProps) {
  const [errors, setErrors] = useState<SearchErrors>(addressErrors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters = Object.fromEntries(PANEL_FILTERS.map((name) => [name, String(form.get(name) ?? '').trim() || undefined])) as PanelFilters;
    const found = checkSearch(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)));
    // Drawn again only when the messages change: a valid form is closing, and drawing its fields
    // again would be work inside the press that applies it.
    setErrors((shown) => (sameErrors(shown, found) ? shown : found));
    const wrong = PANEL_FILTERS.find((name) => found[name]);
    if (wrong) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus();
      return;
    }
    onApply(filters);
  };

  const field = ({ name, label, placeholder, inputMode, autoComplete }: TextSpec) => (
    <InputField key={name} label={label} required={false} name={name} defaultValue={search[name] ?? ''} placeholder={placeholder} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} error={errors[name]} />
  );

  return (
    <chakra.form id={id} noValidate onSubmit={submit}>
      <Stack gap="4">
        {places.map(field)}
        {ranges.map(([from, to]) => (
          <SimpleGrid key={from.name} columns={2} gap="3">
            {field(from)}
            {field(to)}
          </SimpleGrid>
        ))}
        {field(used)}
        {switches.map(({ name, label }) => (
          <Checkbox.Root key={name} name={name} value="true" defaultChecked={search[name] === 'true'}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </chakra.form>
  );
}
