import { Checkbox, Fieldset, HStack } from '@chakra-ui/react';
import type { SignUpRole } from '../auth-actions';

const choices: { role: SignUpRole; label: string }[] = [
  { role: 'buyer', label: 'Buyer' },
  { role: 'seller', label: 'Seller' },
];

const otherRole = (role: SignUpRole): SignUpRole => (role === 'buyer' ? 'seller' : 'buyer');

type RoleChoiceProps = { value: SignUpRole; onChange: (role: SignUpRole) => void; disabled?: boolean };

/**
 * The spec's two checkboxes that act as one choice: exactly one is always checked, so checking
 * one unchecks the other, and unchecking one checks the other.
 */
export function RoleChoice({ value, onChange, disabled }: RoleChoiceProps) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Join as
      </Fieldset.Legend>
      <HStack gap="8">
        {choices.map(({ role, label }) => (
          <Checkbox.Root
            key={role}
            checked={value === role}
            onCheckedChange={({ checked }) => onChange(checked === true ? role : otherRole(role))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
