import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** `DELETE /user/{id}`: an admin removes a buyer or a seller; the answer's message says who. */
export function deleteUser(id: string) {
  return api(`/user/${encodeURIComponent(id)}`, { method: 'DELETE', answer: one('deleteResultSchema') });
}
