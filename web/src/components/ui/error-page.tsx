import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { pageTitle } from '@/config/site';

function describe(error: unknown): { status: number; statusText: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, statusText: error.statusText };
  return { status: 500, statusText: 'Unexpected Error' };
}

type ErrorPageProps = {
  /** True when the layout itself failed: the page then provides the main landmark. */
  standalone?: boolean;
};

export function ErrorPage({ standalone = false }: ErrorPageProps) {
  const error = useRouteError();
  const { status, statusText } = describe(error);

  useEffect(() => {
    // A thrown exception is a fault in the app itself: keep its details for the console, not the page.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <Flex
      as={standalone ? 'main' : 'section'}
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      minH="60vh"
      px="4"
      py="16"
    >
      <title>{pageTitle(`${status} ${statusText}`)}</title>
      <Heading as="h1" display="flex" flexDirection="column" alignItems="center" gap="2">
        <Text as="span" fontSize={{ base: '6xl', md: '8xl' }} lineHeight="1" fontWeight="extrabold" color="colorPalette.fg">
          {status}
        </Text>{' '}
        <Text as="span" fontSize={{ base: '2xl', md: '3xl' }}>
          {statusText}
        </Text>
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        Looks like our services are currently offline
      </Text>
      <Button asChild mt="4">
        <RouterLink to="/">Back to homepage</RouterLink>
      </Button>
    </Flex>
  );
}
