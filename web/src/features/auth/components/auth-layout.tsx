import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/site';

/** The frame of the Sign In and Sign Up screens: one centred card under the screen's heading. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <title>{pageTitle(title)}</title>
      <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="sm" p={{ base: '5', md: '8' }}>
        <Heading as="h1" textAlign="center" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
