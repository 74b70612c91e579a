import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type AccountSectionProps = {
  title: string;
  /** A sentence under the heading: what the section is for. */
  description?: ReactNode;
  /** The danger zone: a red frame, so deleting the account never looks like the other settings. */
  danger?: boolean;
  children?: ReactNode;
};

/** One part of the Account page: a landmark named by its heading, in a frame of its own. */
export function AccountSection({ title, description, danger = false, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor={danger ? 'border.error' : 'border'} rounded="l3">
      <Stack gap="1">
        <Heading as="h2" id={headingId} fontSize={{ base: 'lg', md: 'xl' }} color={danger ? 'fg.error' : undefined}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
