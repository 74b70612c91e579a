import { Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { pageTitle } from '@/config/site';
import { useOpenApiDocument } from '../api/openapi-document';

// Redoc and what it needs are most of this screen's code: they load beside the document, while
// the page already shows its heading and spinner.
const Reference = lazy(async () => ({ default: (await import('./reference')).Reference }));

const TITLE = 'API reference';
const INTRO = "Every call of the marketplace's REST API: who may make it, what it takes and what it answers.";

/** The heading while there is no reference to show; once it is there, the document's own title heads the page. */
function Introduction({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {TITLE}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {INTRO}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

function Busy() {
  return (
    <Center aria-busy="true" py="16">
      <Spinner size="lg" color="colorPalette.solid" aria-label="Loading the API reference" />
    </Center>
  );
}

const loading = (
  <Introduction>
    <Busy />
  </Introduction>
);

/** The API's reference, drawn by Redoc from the OpenAPI document the API serves at /api/openapi.json. */
export function ApiReferencePage() {
  const { data: document, error, isValidating, mutate } = useOpenApiDocument();
  const [unreadable, setUnreadable] = useState<Error | null>(null);
  const onFailure = useCallback((failure: Error) => {
    console.error('Redoc could not read the OpenAPI document', failure);
    setUnreadable(failure);
  }, []);

  const retry = () => {
    setUnreadable(null);
    void mutate();
  };

  // A failed look again (SWR's, when the window regains focus) keeps the reference it has.
  const failed = unreadable ?? (document ? undefined : error);
  const content =
    document && !failed ? (
      <Suspense fallback={loading}>
        <Reference document={document} loading={loading} onFailure={onFailure} />
      </Suspense>
    ) : (
      <Introduction>
        {failed ? (
          <LoadFailed
            what="the API reference"
            reason={unreadable ? 'The API described itself in a way the reference cannot read. Please try again later.' : failed.message}
            retrying={isValidating}
            onRetry={retry}
          />
        ) : (
          <Busy />
        )}
      </Introduction>
    );

  return (
    <>
      <title>{pageTitle(TITLE)}</title>
      {content}
    </>
  );
}
