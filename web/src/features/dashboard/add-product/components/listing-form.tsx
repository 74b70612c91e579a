import { Button, Fieldset, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useForm, type UseFormReset } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FieldTextarea, FormField, InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { UploadError } from '@/lib/upload/upload-image';
import { useDrawnInTurns } from '../../components/use-rows-in-slices';
import { productFormResolver, type ProductFormValues, type ProductSubmission } from '../product-form';
import { ListingPicturesField } from './listing-pictures-field';
import { PriceGuideBand } from './price-guide-band';
import { machineFields, numberFields, saleFields } from './product-fields';

type ListingFormProps = {
  /** The form's name, also said on its button: "Add Product", "Save changes". */
  name: string;
  submitLabel: string;
  /** Said on the button while the form is sent and no picture is uploading, e.g. "Adding…". */
  busyLabel: string;
  defaultValues: Partial<ProductFormValues>;
  /** Each chosen picture's upload progress (by its id) while it runs. */
  progress: Record<string, number>;
  /** Why the signed-in user may not send this form, said instead of checking it; none when they may. */
  refusal?: string;
  /** Sends the valid form. An upload's or the API's refusal is shown as it is and keeps the form. */
  onSubmit: (submission: ProductSubmission, reset: UseFormReset<ProductFormValues>) => Promise<void>;
  /** Beside the button, e.g. a way back. */
  aside?: ReactNode;
};

/**
 * A listing's form, for adding one and for editing one: every field with the contract's rules
 * (the API applies the very same), and its pictures. If an upload or the API refuses, the seller
 * is told, nothing more is sent, and the form keeps its values.
 */
export function ListingForm({ name, submitLabel, busyLabel, defaultValues, progress, refusal, onSubmit, aside }: ListingFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductSubmission>({ resolver: productFormResolver, defaultValues });

  const submit = async (submission: ProductSubmission) => {
    try {
      await onSubmit(submission, reset);
    } catch (error) {
      // The upload's and the API's messages speak to the seller; anything else is a fault of the app.
      if (!(error instanceof ApiError || error instanceof UploadError)) throw error;
      toast.error(error.message);
    }
  };

  const fieldError = (field: keyof ProductFormValues) => errors[field]?.message;
  // The machine's fields come with the form, the sale's and the button in the next turn: two
  // commits of the fields' effects, each half as long.
  const saleDrawn = useDrawnInTurns(2, 1) === 2;
  const uploading = Object.keys(progress).length > 0;

  return (
    // noValidate: the contract's messages, not the browser's, say what is wrong and where.
    <form
      noValidate
      aria-label={name}
      onSubmit={(event) => {
        if (!refusal) return void handleSubmit(submit)(event);
        event.preventDefault();
        toast.error(refusal);
      }}
    >
      <Stack gap="8">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
            The machine
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {machineFields.map(({ name: field, label, placeholder }) => (
              <InputField key={field} label={label} placeholder={placeholder} error={fieldError(field)} {...register(field)} />
            ))}
            <FormField label="Details" error={fieldError('details')} gridColumn="1 / -1">
              <FieldTextarea rows={5} {...register('details')} />
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>

        {saleDrawn ? (
          <>
            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
                The sale
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <ListingPicturesField control={control} error={fieldError('pictures')} progress={progress} />
                {numberFields.map(({ name: field, label, decimals }) => {
                  const input = (
                    <InputField
                      key={field}
                      label={label}
                      type="number"
                      inputMode={decimals ? 'decimal' : 'numeric'}
                      step={decimals ? 'any' : 1}
                      min={0}
                      error={fieldError(field)}
                      {...register(field, { valueAsNumber: true })}
                    />
                  );
                  // The price guide sits right under the price it is about.
                  return field === 'resalePrice' ? (
                    <Stack key={field} gap="2">
                      {input}
                      <PriceGuideBand control={control} />
                    </Stack>
                  ) : (
                    input
                  );
                })}
                {saleFields.map(({ name: field, label, optional, autoComplete }) => (
                  <InputField
                    key={field}
                    label={label}
                    optional={optional}
                    type={field === 'sellerNumber' ? 'tel' : 'text'}
                    autoComplete={autoComplete}
                    error={fieldError(field)}
                    {...register(field)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset.Root>

            <HStack gap="3" wrap="wrap">
              <Button type="submit" size="lg" loading={isSubmitting} loadingText={uploading ? 'Uploading…' : busyLabel}>
                {submitLabel}
              </Button>
              {aside}
            </HStack>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
