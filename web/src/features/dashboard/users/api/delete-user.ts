import type { DeleteResult } from '@contract';
import { api } from '@/lib/api-client';

/** `DELETE /user/{id}`: an admin removes a buyer or a seller; the answer's message says who. */
export function deleteUser(id: string) {
  return api<DeleteResult>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
