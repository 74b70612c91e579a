import { Badge, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { advertiseOnHomePage, useRevalidateAdvertised } from '../api/advertise-product';

export const NOT_IMPLEMENTED = 'This Functionality is not implement yet.';

const HOME_PAGE_ADDS = 'home-page-adds';
const SUPER_ADD = 'super-add';

/** What each plan costs, in the currency of every price in the app; the spec's labels stay as they are. */
const plans = [
  { value: HOME_PAGE_ADDS, label: 'HomePage adds cos.5/1d', cost: `${formatPrice(5)} a day` },
  { value: SUPER_ADD, label: 'Super Add 15/month', cost: `${formatPrice(15)} a month` },
];

type AdvertiseButtonProps = { product: ListedProduct; onAdvertised: () => void };

/**
 * Advertise: "Running: {name}" once advertised, otherwise the two offers of the spec; nothing to
 * offer for a sold machine, which nobody can buy any more.
 */
export function AdvertiseButton({ product, onAdvertised }: AdvertiseButtonProps) {
  const [advertising, setAdvertising] = useState(false);
  const costId = useId();
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

  if (product.sold) {
    return (
      <Text color="fg.muted" textStyle="sm" whiteSpace="nowrap">
        Sold: no ads
      </Text>
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
            {plans.map((plan) => (
              // Named by the spec's label alone (as before), its cost read after it as its description.
              <Menu.Item key={plan.value} value={plan.value} aria-label={plan.label} aria-describedby={`${costId}-${plan.value}`}>
                <Stack gap="0">
                  <Text>{plan.label}</Text>
                  <Text id={`${costId}-${plan.value}`} color="fg.muted" textStyle="xs">
                    {plan.cost}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
