import { Heading, Stack } from '@chakra-ui/react';
import { TextPage } from '@/components/ui/text-page';
import { faqEntries } from './faq-entries';

export function BlogsPage() {
  return (
    <TextPage title="Blogs" intro="Short answers to questions developers often ask us." width="3xl">
      {faqEntries.map(({ id, question, answer }) => (
        <Stack as="article" key={id} aria-labelledby={id} gap="4" lineHeight="tall">
          <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }}>
            {question}
          </Heading>
          {answer}
        </Stack>
      ))}
    </TextPage>
  );
}
