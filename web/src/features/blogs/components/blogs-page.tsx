import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { pageTitle } from '@/config/site';
import { faqEntries } from './faq-entries';

export function BlogsPage() {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <title>{pageTitle('Blogs')}</title>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            Blogs
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Short answers to questions developers often ask us.
          </Text>
        </Stack>
        {faqEntries.map(({ id, question, answer }) => (
          <Stack as="article" key={id} aria-labelledby={id} gap="4" lineHeight="tall">
            <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }}>
              {question}
            </Heading>
            {answer}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
