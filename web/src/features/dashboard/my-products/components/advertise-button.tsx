import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { advertiseOnHomePage, useRevalidateAdvertised } from '../api/advertise-product';

export const NOT_IMPLEMENTED = 'This Functionality is not implement yet.';

const HOME_PAGE_ADDS = 'home-page-adds';
const SUPER_ADD = 'super-add';

type AdvertiseButtonProps = { product: ListedProduct; onAdvertised: () => void };

/** Advertise: "Running: {name}" once advertised, otherwise the two offers of the spec. */
export function AdvertiseButton({ product, onAdvertised }: AdvertiseButtonProps) {
  const [advertising, setAdvertising] = useState(false);
  const revalidateAdvertised = useRevalidateAdvertised();

  const advertise = async () => {
    setAdvertising(true);
    try {
      const answer = await advertiseOnHomePage(product._id);
      toast.success(answer.message);
      onAdvertised();
      void revalidateAdvertised();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    } finally {
      setAdvertising(false);
    }
  };

  if (product.advertiseName) {
    return (
      <Badge variant="subtle" colorPalette="green" whiteSpace="nowrap">
        Running: {product.advertiseName}
      </Badge>
    );
  }

  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === HOME_PAGE_ADDS) void advertise();
        else toast(NOT_IMPLEMENTED);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" loading={advertising} loadingText="Advertising…" aria-label={`Advertise ${product.productName}`}>
          Advertise
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={HOME_PAGE_ADDS}>HomePage adds cos.5/1d</Menu.Item>
            <Menu.Item value={SUPER_ADD}>Super Add 15/month</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
