import type { ComponentProps } from 'react';
import { FieldFileInput } from './form-field';

/** A file input for pictures (images only), styled the same in every form that takes one. */
export function ImageFileInput(props: Omit<ComponentProps<'input'>, 'type' | 'accept'>) {
  return <FieldFileInput accept="image/*" {...props} />;
}
