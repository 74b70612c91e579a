import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pageTitle } from '@/config/site';
import { FirebaseSdks } from '@/lib/firebase/reactfire-providers';

/** The way to the other account screen, under the form: "New to …? Create an account". */
type OtherScreen = { prompt: string; to: string; label: string };

/**
 * The frame of the Sign In and Sign Up screens: one centred card under the screen's heading, the
 * form, and the way to the other screen. reactfire's providers come with it, for the form's account
 * actions and picture upload.
 */
export function AuthLayout({ title, other, children }: { title: string; other: OtherScreen; children: ReactNode }) {
  const { state } = useLocation();
  return (
    <FirebaseSdks>
      <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
        <title>{pageTitle(title)}</title>
        <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="sm" p={{ base: '5', md: '8' }}>
          <Heading as="h1" textAlign="center" fontSize={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {children}
          <Text textAlign="center" fontSize="sm">
            {other.prompt}{' '}
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              {/* Passes the guard's return address on, so the other screen also comes back to it. */}
              <RouterLink to={other.to} state={state}>
                {other.label}
              </RouterLink>
            </Link>
          </Text>
        </Stack>
      </Container>
    </FirebaseSdks>
  );
}
