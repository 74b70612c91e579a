import { SimpleGrid } from '@chakra-ui/react';
import { TextPage } from '@/components/ui/text-page';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <TextPage title="Contact Us" intro="Questions about a listing, a booking or your account? Write to us or call." width="5xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '16' }}>
        <ContactDetails />
        <ContactForm />
      </SimpleGrid>
    </TextPage>
  );
}
