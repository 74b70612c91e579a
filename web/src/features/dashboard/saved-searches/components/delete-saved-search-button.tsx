import type { SavedSearch } from '@contract';
import toast from 'react-hot-toast';
import { deleteSavedSearch } from '../api/saved-searches';
import { ApiError } from '@/lib/api-client';
import { ConfirmButton } from '../../components/confirm-button';

type DeleteSavedSearchButtonProps = { search: SavedSearch; onDeleted: () => Promise<unknown> };

/** Delete of one saved search, after a confirmation; the API's answer is shown either way. */
export function DeleteSavedSearchButton({ search, onDeleted }: DeleteSavedSearchButtonProps) {
  const remove = async () => {
    try {
      const { data } = await deleteSavedSearch(search._id);
      toast.success(data.message);
      await onDeleted();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
      // Already gone, say: the list shows where things stand.
      void onDeleted();
      return false;
    }
  };

  return (
    <ConfirmButton
      label="Delete"
      ariaLabel={`Delete the saved search ${search.name}`}
      title={`Delete the saved search ${search.name}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onConfirm={remove}
    >
      <p>New machines that match it will no longer appear in your notifications. The machines already listed stay where they are.</p>
    </ConfirmButton>
  );
}
