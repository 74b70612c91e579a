import { HStack, RadioGroup } from '@chakra-ui/react';
import type { SignUpRole } from '../auth-actions';

const choices: { role: SignUpRole; label: string }[] = [
  { role: 'buyer', label: 'Buyer' },
  { role: 'seller', label: 'Seller' },
];

const isRole = (value: string | null): value is SignUpRole => choices.some((choice) => choice.role === value);

type RoleChoiceProps = { value: SignUpRole; onChange: (role: SignUpRole) => void; disabled?: boolean };

/**
 * The spec's Buyer/Seller choice (docs/product.md, Sign-up). The spec draws it as two checkboxes,
 * but exactly one is always chosen: radios say so to every user and screen reader, and the arrow
 * keys move between them.
 */
export function RoleChoice({ value, onChange, disabled }: RoleChoiceProps) {
  return (
    <RadioGroup.Root
      name="role"
      value={value}
      disabled={disabled}
      onValueChange={({ value: chosen }) => {
        if (isRole(chosen)) onChange(chosen);
      }}
    >
      <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="2">
        Join as
      </RadioGroup.Label>
      <HStack gap="8">
        {choices.map(({ role, label }) => (
          <RadioGroup.Item key={role} value={role}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
