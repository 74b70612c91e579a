import { useRef, useState, type ComponentProps } from 'react';
import { StaticButton } from '@/components/ui/static-button';
import { ConfirmDialog } from './confirm-dialog';
import { tableRegionOf } from './list-table';

type ConfirmButtonProps = Omit<ComponentProps<typeof ConfirmDialog>, 'open' | 'onClose' | 'onConfirm' | 'finalFocusEl' | 'colorPalette'> & {
  /** The button's word, e.g. "Delete"; `ariaLabel` names the row's item too. */
  label: string;
  ariaLabel: string;
  /** The row's main step (Accept): a solid button in the app's palette, not a red outline. */
  primary?: boolean;
  disabled?: boolean;
  /** The action; true when it went through, and this button leaves the table (or its row does). */
  onConfirm: () => Promise<boolean>;
};

/**
 * A table row's button for a step that cannot be taken back, and the dialog that asks first: red,
 * as it takes something away, unless it is the row's main step. Once the step is taken the button
 * leaves the table, so the focus then waits on the table, as long as the table is still shown.
 */
export function ConfirmButton({ label, ariaLabel, primary = false, disabled, onConfirm, ...dialog }: ConfirmButtonProps) {
  const colorPalette = primary ? undefined : 'red';
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tableAfter = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    // Set before the step: the row may leave while it runs, this button and the dialog with it.
    tableAfter.current = tableRegionOf(button.current);
    if (!(await onConfirm())) tableAfter.current = null;
  };

  return (
    <>
      <StaticButton
        ref={button}
        variant={primary ? 'solid' : 'outline'}
        palette={colorPalette ?? 'brand'}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={confirming}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {label}
      </StaticButton>
      <ConfirmDialog
        {...dialog}
        open={confirming}
        onClose={() => setConfirming(false)}
        colorPalette={colorPalette}
        onConfirm={confirm}
        finalFocusEl={() => (tableAfter.current?.isConnected ? tableAfter.current : null)}
      />
    </>
  );
}
