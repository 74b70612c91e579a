import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { exportMyData } from '../api/my-account';
import { exportFileName, saveFile } from '../save-file';

export const DATA_DOWNLOADED = 'Your data is downloaded.';

/** "Download my data": the API's export of everything kept about the person, saved as its JSON file. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await exportMyData();
      saveFile(blob, fileName ?? exportFileName());
      toast.success(DATA_DOWNLOADED);
    } catch (error) {
      // The API's refusal speaks to the person (asked too often: how long to wait).
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" alignSelf="flex-start" onClick={() => void download()} loading={busy} loadingText="Preparing your file…">
      Download my data
    </Button>
  );
}
