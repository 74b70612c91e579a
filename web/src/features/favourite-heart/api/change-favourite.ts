import type { ScopedMutator } from 'swr';
import { one } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { favouritesKey } from './favourites-key';
import { rememberSaved } from './saved-machines';

const machinePath = (productId: string) => `/favourites/${encodeURIComponent(productId)}`;

/**
 * Saves a machine (`PUT /favourites/{productId}`, idempotent) or takes it out (`DELETE`): the
 * machine's heart shows the choice at once and is put back if the API refuses (the error is
 * thrown on); the Favourites tab is asked again either way. Resolves the API's message.
 */
export async function changeFavourite(mutate: ScopedMutator, productId: string, save: boolean): Promise<string> {
  await rememberSaved(mutate, productId, save);
  try {
    const answer = save
      ? await api(machinePath(productId), { method: 'PUT', answer: one('favouriteSchema') })
      : await api(machinePath(productId), { method: 'DELETE', answer: one('deleteResultSchema') });
    return answer.message;
  } catch (error) {
    await rememberSaved(mutate, productId, !save);
    throw error;
  } finally {
    void mutate(favouritesKey);
  }
}
