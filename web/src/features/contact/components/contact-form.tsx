import { Button, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FieldTextarea, FormField, InputField } from '@/components/ui/form-field';
import { contactMessageSchema, type ContactMessage } from '../contact-message';

const emptyMessage: ContactMessage = { fullName: '', email: '', message: '' };

export const THANKS_MESSAGE = 'Thanks! We will get back to you soon.';

/** The spec gives this form no destination: a valid message is acknowledged and the form cleared. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: emptyMessage });

  const onValid = () => {
    toast.success(THANKS_MESSAGE);
    reset(emptyMessage);
  };

  return (
    <Stack as="section" aria-labelledby="contact-form-heading" gap="5">
      <Heading as="h2" id="contact-form-heading" fontSize="xl">
        Send us a message
      </Heading>
      {/* noValidate: the schema's messages, not the browser's, explain what is wrong. */}
      <Stack asChild gap="4">
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <InputField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <InputField label="Email address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <FormField label="Message" error={errors.message?.message}>
            <FieldTextarea rows={5} {...register('message')} />
          </FormField>
          <Button type="submit" alignSelf="flex-start">
            Submit
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
