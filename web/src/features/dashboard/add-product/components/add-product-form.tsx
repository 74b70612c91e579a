import { Button, Fieldset, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { permissions } from '@contract';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { FormField, InputField } from '@/components/ui/form-field';
import { PictureField } from '@/components/ui/picture-field';
import type { CurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { UploadError } from '@/lib/upload-image';
import { myProductsKey } from '../../my-products/api/get-my-products';
import { productFormResolver, type ProductFormValues, type ProductSubmission } from '../product-form';
import { useListingSubmission } from '../use-listing-submission';
import { machineFields, numberFields, saleFields } from './product-fields';

export const onlySellerMessage = (user: CurrentUser) => `Dear ${user.displayName} are a ${user.role}, only seller can add a product.`;

// Numbers start empty rather than 0: an untouched price is a missing price, not a free machine.
const emptyForm: Partial<ProductFormValues> = {
  productName: '',
  categoryCompany: '',
  categorySize: '',
  categorySelf: '',
  madeOf: '',
  ignitionMode: '',
  speedCoolingCylinder: '',
  pressureImpulse: '',
  pistonMovement: '',
  fuel: '',
  details: '',
  location: '',
  sellerNumber: '',
};

/**
 * Add Product: the picture is uploaded first (with its progress), then the product is posted.
 * If either step fails the seller is told, nothing more is sent, and the form keeps its values.
 */
export function AddProductForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const listing = useListingSubmission();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductSubmission>({ resolver: productFormResolver, defaultValues: emptyForm });

  const submit = async ({ product, picture }: ProductSubmission) => {
    try {
      const answer = await listing.submit(product, picture);
      toast.success(answer.message);
      listing.finish();
      reset(emptyForm);
      void mutate(myProductsKey(user.email));
      navigate('/dashboard/myProducts');
    } catch (error) {
      // The upload's and the API's messages speak to the seller; anything else is a fault of the app.
      if (!(error instanceof ApiError || error instanceof UploadError)) throw error;
      toast.error(error.message);
    }
  };

  const fieldError = (name: keyof ProductFormValues) => errors[name]?.message;

  return (
    // noValidate: the contract's messages, not the browser's, say what is wrong and where.
    <form
      noValidate
      aria-label="Add Product"
      onSubmit={(event) => {
        if (permissions.addProduct(user.role)) return void handleSubmit(submit)(event);
        event.preventDefault();
        toast.error(onlySellerMessage(user));
      }}
    >
      <Stack gap="8">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
            The machine
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {machineFields.map(({ name, label, placeholder }) => (
              <InputField key={name} label={label} placeholder={placeholder} error={fieldError(name)} {...register(name)} />
            ))}
            <FormField label="Details" error={fieldError('details')} gridColumn="1 / -1">
              <Textarea rows={5} {...register('details')} />
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
            The sale
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PictureField purpose="product" control={control} name="picture" error={fieldError('picture')} progress={listing.progress} gridColumn="1 / -1" />
            {numberFields.map(({ name, label, decimals }) => (
              <InputField
                key={name}
                label={label}
                type="number"
                inputMode={decimals ? 'decimal' : 'numeric'}
                step={decimals ? 'any' : 1}
                min={0}
                error={fieldError(name)}
                {...register(name, { valueAsNumber: true })}
              />
            ))}
            {saleFields.map(({ name, label, optional, autoComplete }) => (
              <InputField
                key={name}
                label={label}
                optional={optional}
                type={name === 'sellerNumber' ? 'tel' : 'text'}
                autoComplete={autoComplete}
                error={fieldError(name)}
                {...register(name)}
              />
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Button type="submit" alignSelf="flex-start" size="lg" loading={isSubmitting} loadingText={listing.progress === null ? 'Adding…' : 'Uploading…'}>
          Add Product
        </Button>
      </Stack>
    </form>
  );
}
