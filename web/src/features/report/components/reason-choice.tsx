import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { REPORT_REASON_LABELS, type ReportReason } from '@contract';
import { useId, type Ref } from 'react';

// Every reason of the contract, in the order its labels name them.
const REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
const isReason = (value: string | null): value is ReportReason => REASONS.some((reason) => reason === value);

type ReasonChoiceProps = {
  name: string;
  value: ReportReason | undefined;
  onChange: (reason: ReportReason) => void;
  onBlur: () => void;
  /** The first radio: where the form puts the focus when no reason was chosen. */
  inputRef: Ref<HTMLInputElement>;
  /** The form's message while no reason is chosen, read with the radios. */
  error?: string;
};

/**
 * Why the listing or message is reported: one reason of the contract's, as radios (the arrow keys
 * move between them). The app's system leaves out the radio group's recipe, so this dialog, which
 * loads on demand, brings it along.
 */
export function ReasonChoice({ name, value, onChange, onBlur, inputRef, error }: ReasonChoiceProps) {
  const errorId = useId();
  return (
    <RadioGroup.Root
      recipe={radioGroupSlotRecipe}
      name={name}
      value={value ?? null}
      required
      invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      onValueChange={({ value: chosen }) => {
        if (isReason(chosen)) onChange(chosen);
      }}
    >
      <RadioGroup.Label display="block" fontWeight="medium" mb="2">
        Why do you report it?
      </RadioGroup.Label>
      <Stack gap="2.5">
        {REASONS.map((reason, index) => (
          <RadioGroup.Item key={reason} value={reason}>
            <RadioGroup.ItemHiddenInput ref={index === 0 ? inputRef : undefined} onBlur={onBlur} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{REPORT_REASON_LABELS[reason]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </RadioGroup.Root>
  );
}
