import { Input, type InputProps } from '@chakra-ui/react';

/** A file input for pictures (images only), styled the same in every form that takes one. */
export function ImageFileInput(props: InputProps) {
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
