import { useRef } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useChangeFavourite } from '../api/use-change-favourite';
import { useSaved } from '../api/saved-machines';
import { HeartButton, type HeartLook } from './heart-button';

type FavouriteToggleProps = { productId: string; machine: string; look?: HeartLook };

/**
 * The signed-in heart: shows at once what the user chose, then asks the API; a refusal puts the
 * heart back and says why.
 */
export function FavouriteToggle({ productId, machine, look }: FavouriteToggleProps) {
  const { data: saved, isLoading } = useSaved(productId);
  const change = useChangeFavourite();
  // A second press while the first is on its way waits for it (the button keeps its focus).
  const busy = useRef(false);

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      toast.success(await change(productId, !saved));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    } finally {
      busy.current = false;
    }
  };

  return <HeartButton machine={machine} saved={saved === true} look={look} disabled={isLoading} onClick={() => void toggle()} />;
}
