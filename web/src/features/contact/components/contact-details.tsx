import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LocationIcon } from '@/components/ui/icons';

const SUPPORT_EMAIL = 'support@machinery.test';
const PHONE_DISPLAY = '+880 1711-000000';
const PHONE_DIAL = '+8801711000000';

export function ContactDetails() {
  return (
    <Stack as="section" aria-labelledby="contact-details-heading" gap="5">
      <Heading as="h2" id="contact-details-heading" fontSize="xl">
        Reach us
      </Heading>
      <Stack as="address" fontStyle="normal" gap="4">
        <Stack direction="row" gap="3" align="flex-start">
          <Text as="span" color="colorPalette.fg" mt="0.5">
            <LocationIcon />
          </Text>
          <Text>
            House 12, Road 7, Block C
            <br />
            Banani, Dhaka 1213
            <br />
            Bangladesh
          </Text>
        </Stack>
        <Text>
          Phone:{' '}
          <Link href={`tel:${PHONE_DIAL}`} color="colorPalette.fg">
            {PHONE_DISPLAY}
          </Link>
        </Text>
        <Text>
          E-mail:{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="colorPalette.fg">
            {SUPPORT_EMAIL}
          </Link>
        </Text>
        <Text color="fg.muted">Saturday to Thursday, 9:00 to 18:00 (Dhaka time)</Text>
      </Stack>
    </Stack>
  );
}
