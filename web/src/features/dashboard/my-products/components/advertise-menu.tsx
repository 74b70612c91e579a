import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FirstHighlight } from '@/components/ui/menu-on-first-press';
import { plans } from './advertise-plans';

type AdvertiseMenuProps = {
  /** The button's name, e.g. "Advertise Kirloskar TV1 Diesel Engine". */
  label: string;
  /** The menu was opened from its plain button by this key (or by a pointer: null). */
  highlight: FirstHighlight;
  advertising: boolean;
  onChoose: (plan: string) => void;
};

/** The two offers of the spec, set up by the first press of a row's Advertise: it opens at once, the focus in it. */
export function AdvertiseMenu({ label, highlight, advertising, onChoose }: AdvertiseMenuProps) {
  const costId = useId();
  const firstHighlighted = highlight === 'first' ? plans[0]!.value : highlight === 'last' ? plans.at(-1)!.value : undefined;
  return (
    <Menu.Root defaultOpen defaultHighlightedValue={firstHighlighted} onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" loading={advertising} loadingText="Advertising…" aria-label={label}>
          Advertise
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {plans.map((plan) => (
              // Named by the spec's label alone (as before), its cost read after it as its description.
              <Menu.Item key={plan.value} value={plan.value} aria-label={plan.label} aria-describedby={`${costId}-${plan.value}`}>
                <Stack gap="0">
                  <Text>{plan.label}</Text>
                  <Text id={`${costId}-${plan.value}`} color="fg.muted" textStyle="xs">
                    {plan.cost}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
