import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';
import { useChangeFavourite } from '../api/use-change-favourite';
import { rememberSaved, useSaved } from '../api/saved-machines';
import { HeartButton, type HeartLook } from './heart-button';

type FavouriteToggleProps = { productId: string; machine: string; look?: HeartLook };

/**
 * The signed-in heart: shows at once what the user chose, then asks the API; a refusal puts the
 * heart back and says why. A press while a call is on its way is never lost: the heart shows it at
 * once, and when the call ends the API is asked for the heart's last state, if it differs (two
 * quick presses while a save is on its way leave it saved with no second call).
 */
export function FavouriteToggle({ productId, machine, look }: FavouriteToggleProps) {
  const { data: saved, isLoading } = useSaved(productId);
  const { mutate } = useSWRConfig();
  const change = useChangeFavourite();
  // What the user last chose while a call was on its way (null: no call on its way).
  const wanted = useRef<boolean | null>(null);

  const send = async (save: boolean) => {
    wanted.current = save;
    for (let asking = save; ; ) {
      try {
        toast.success(await change(productId, asking));
      } catch (error) {
        // The heart is back as the API keeps it; presses made meanwhile asked for what failed.
        wanted.current = null;
        if (!(error instanceof ApiError)) throw error;
        toast.error(error.message);
        return;
      }
      if (wanted.current === asking) break;
      asking = !asking;
    }
    wanted.current = null;
  };

  const toggle = () => {
    const next = saved !== true;
    if (wanted.current === null) {
      void send(next);
      return;
    }
    wanted.current = next;
    void rememberSaved(mutate, productId, next);
  };

  return <HeartButton machine={machine} saved={saved === true} look={look} disabled={isLoading} onClick={toggle} />;
}
