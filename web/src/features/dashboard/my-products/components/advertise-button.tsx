import type { ListedProduct } from '@contract';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useMenuOnFirstPress } from '@/components/ui/menu-on-first-press';
import { StaticButton } from '@/components/ui/static-button';
import { StaticBadge } from '@/components/ui/static-badge';
import { ApiError } from '@/lib/api-client';
import { advertiseOnHomePage, useRevalidateAdvertised } from '../api/advertise-product';
import cells from '../../components/cells.module.css';
import { HOME_PAGE_ADDS } from './advertise-plans';

export const NOT_IMPLEMENTED = 'This Functionality is not implement yet.';

// Every row of My Products has the button; Chakra's menu (its state machine, its positioning, the
// portal) comes with the first press of one, not with the rows: each row's menu was set up as the
// table was drawn.
const AdvertiseMenu = lazy(async () => ({ default: (await import('./advertise-menu')).AdvertiseMenu }));

type AdvertiseButtonProps = { product: ListedProduct; onAdvertised: () => void };

/**
 * Advertise: "Running: {name}" once advertised, otherwise the two offers of the spec; nothing to
 * offer for a sold machine, which nobody can buy any more.
 */
export function AdvertiseButton({ product, onAdvertised }: AdvertiseButtonProps) {
  const [advertising, setAdvertising] = useState(false);
  const revalidateAdvertised = useRevalidateAdvertised();
  const { wanted, buttonProps } = useMenuOnFirstPress();

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
      <StaticBadge palette="green">Running: {product.advertiseName}</StaticBadge>
    );
  }

  if (product.sold) {
    return <p className={cells.mutedOneLine}>Sold: no ads</p>;
  }

  const label = `Advertise ${product.productName}`;
  const plainButton = (
    <StaticButton aria-label={label} {...buttonProps}>
      Advertise
    </StaticButton>
  );
  return (
    <Suspense fallback={plainButton}>
      {wanted ? (
        <AdvertiseMenu
          label={label}
          highlight={wanted.highlight}
          advertising={advertising}
          onChoose={(value) => {
            if (value === HOME_PAGE_ADDS) void advertise();
            else toast(NOT_IMPLEMENTED);
          }}
        />
      ) : (
        plainButton
      )}
    </Suspense>
  );
}
