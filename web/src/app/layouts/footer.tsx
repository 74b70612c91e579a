import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { FacebookIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/site';
import { Brand } from './brand';

// The spec lists these pages without content yet: shown as plain text, never as links that go nowhere.
const companyPages = ['About us', 'Contact', 'Jobs', 'Press kit'];

const socialNetworks: { name: string; Icon: ComponentType<{ label?: string }> }[] = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Twitter', Icon: TwitterIcon },
  { name: 'YouTube', Icon: YoutubeIcon },
  { name: 'LinkedIn', Icon: LinkedinIcon },
];

const COPYRIGHT_YEAR = 2022;

export function Footer() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py="8">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="6">
          <Stack gap="2" maxW="sm">
            <Brand />
            <Text color="fg.muted" textStyle="sm">
              Used engines and machinery, bought and sold by size.
            </Text>
          </Stack>
          <Box as="ul" aria-label="Company" display="flex" flexWrap="wrap" columnGap="6" rowGap="2" listStyleType="none">
            {companyPages.map((page) => (
              <Text as="li" key={page} color="fg.muted">
                {page}
              </Text>
            ))}
          </Box>
          <HStack as="ul" aria-label="Social media" gap="4" listStyleType="none" color="fg.muted">
            {socialNetworks.map(({ name, Icon }) => (
              <li key={name}>
                <Icon label={name} />
              </li>
            ))}
          </HStack>
        </Stack>
        <Text mt="8" pt="6" borderTopWidth="1px" textStyle="sm" color="fg.muted" textAlign="center">
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
