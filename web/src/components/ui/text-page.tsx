import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/site';

type TextPageProps = { title: string; intro: string; width: '3xl' | '5xl'; children: ReactNode };

/** A page of reading (Blogs, Contact Us): its title (also the browser tab's), a line of introduction, its content. */
export function TextPage({ title, intro, width, children }: TextPageProps) {
  return (
    <Container maxW={width} px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <title>{pageTitle(title)}</title>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
