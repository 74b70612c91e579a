import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pageTitle } from '@/config/site';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <title>{pageTitle('Contact Us')}</title>
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            Contact Us
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Questions about a listing, a booking or your account? Write to us or call.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '16' }}>
          <ContactDetails />
          <ContactForm />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
