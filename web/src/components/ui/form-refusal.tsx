import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * A dialog's sending, whose refusal by the API (its own words: a limit reached, reported already)
 * stays in the dialog beside the fields, where the person can act on it. Other failures are thrown.
 */
export function useApiRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (sending: () => Promise<void>) => {
    setRefusal(null);
    try {
      await sending();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.message);
    }
  };
  return { refusal, send };
}

/** The API's refusal, announced as it appears. */
export function FormRefusal({ refusal }: { refusal: string | null }) {
  return refusal ? (
    <Text role="alert" color="fg.error">
      {refusal}
    </Text>
  ) : null;
}
