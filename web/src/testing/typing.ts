import userEvent from '@testing-library/user-event';

/** Types into a field by pasting: one input event per field keeps form tests fast on a busy machine. */
export async function fillIn(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
