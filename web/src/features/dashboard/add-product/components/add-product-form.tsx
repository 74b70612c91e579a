import { Button, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { permissions } from '@contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { uploadImage, UploadError } from '@/lib/upload-image';
import { myProductsKey } from '../../my-products/api/get-my-products';
import { addProduct } from '../api/add-product';
import { productFormResolver, type ProductFormValues, type ProductSubmission } from '../product-form';
import { FormField } from './form-field';
import { PictureField } from './picture-field';
import { machineFields, numberFields, saleFields } from './product-fields';

export const onlySellerMessage = (user: CurrentUser) => `Dear ${user.displayName} are a ${user.role}, only seller can add a product.`;
export const UPLOAD_FAILED_MESSAGE = 'The picture could not be uploaded. Please try again.';

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

function uploadFailure(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  console.error('Picture upload failed', error);
  return UPLOAD_FAILED_MESSAGE;
}

/** A preview address for the chosen file, released as soon as it is replaced or the form goes away. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  return [preview, (file: File | undefined) => setPreview(file ? URL.createObjectURL(file) : null)] as const;
}

/**
 * Add Product: the picture is uploaded first (with its progress), then the product is posted.
 * If either step fails the seller is told, nothing more is sent, and the form keeps its values.
 */
export function AddProductForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [preview, showPreview] = usePreview();
  const [progress, setProgress] = useState<number | null>(null);
  // A retry after a failed post reuses the picture already uploaded instead of sending it again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductSubmission>({ resolver: productFormResolver, defaultValues: emptyForm });

  const upload = async (picture: File): Promise<string | null> => {
    if (uploaded.current?.file === picture) return uploaded.current.url;
    setProgress(0);
    try {
      const url = await uploadImage(picture, 'product', setProgress);
      uploaded.current = { file: picture, url };
      return url;
    } catch (error) {
      toast.error(uploadFailure(error));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const submit = async ({ product, picture }: ProductSubmission) => {
    const pictureUrl = await upload(picture);
    if (!pictureUrl) return;
    try {
      const answer = await addProduct({ ...product, picture: pictureUrl });
      toast.success(answer.message);
      uploaded.current = null;
      reset(emptyForm);
      showPreview(undefined);
      void mutate(myProductsKey(user.email));
      navigate('/dashboard/myProducts');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
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
              <FormField key={name} label={label} error={fieldError(name)}>
                <Input placeholder={placeholder} {...register(name)} />
              </FormField>
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
            <PictureField
              registration={register('picture', { onChange: (event) => showPreview((event.target as HTMLInputElement).files?.[0]) })}
              error={fieldError('picture')}
              preview={preview}
              progress={progress}
            />
            {numberFields.map(({ name, label, decimals }) => (
              <FormField key={name} label={label} error={fieldError(name)}>
                <Input
                  type="number"
                  inputMode={decimals ? 'decimal' : 'numeric'}
                  step={decimals ? 'any' : 1}
                  min={0}
                  {...register(name, { valueAsNumber: true })}
                />
              </FormField>
            ))}
            {saleFields.map(({ name, label, optional, autoComplete }) => (
              <FormField key={name} label={label} optional={optional} error={fieldError(name)}>
                <Input type={name === 'sellerNumber' ? 'tel' : 'text'} autoComplete={autoComplete} {...register(name)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Button type="submit" alignSelf="flex-start" size="lg" loading={isSubmitting} loadingText={progress === null ? 'Adding…' : 'Uploading…'}>
          Add Product
        </Button>
      </Stack>
    </form>
  );
}
