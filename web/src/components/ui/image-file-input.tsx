import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** A file input for pictures (images only), styled the same in every form that takes one. */
export function ImageFileInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Input
      type="file"
      accept="image/*"
      py="1.5"
      h="auto"
      minW="0"
      css={{ '&::file-selector-button': { marginInlineEnd: '0.75rem', cursor: 'pointer' } }}
      {...props}
    />
  );
}
