import { Button, Text } from '@chakra-ui/react';
import type { SavedSearch } from '@contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { deleteSavedSearch } from '../api/saved-searches';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { tableRegionOf } from '../../components/list-table';

type DeleteSavedSearchButtonProps = { search: SavedSearch; onDeleted: () => Promise<unknown> };

/** Delete of one saved search, after a confirmation; the API's answer is shown either way. */
export function DeleteSavedSearchButton({ search, onDeleted }: DeleteSavedSearchButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const remove = async () => {
    // The row leaves the table with its button and this dialog: focus then waits on the table.
    const table = tableRegionOf(button.current);
    try {
      const { data } = await deleteSavedSearch(search._id);
      toast.success(data.message);
      await onDeleted();
      if (table?.isConnected) table.focus();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
      // Already gone, say: the list shows where things stand.
      void onDeleted();
    }
  };

  return (
    <>
      <Button ref={button} size="xs" variant="outline" colorPalette="red" aria-label={`Delete the saved search ${search.name}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete the saved search ${search.name}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        colorPalette="red"
        onConfirm={remove}
      >
        <Text>New machines that match it will no longer appear in your notifications. The machines already listed stay where they are.</Text>
      </ConfirmDialog>
    </>
  );
}
