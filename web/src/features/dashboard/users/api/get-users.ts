import { list } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';

/** The API's user lists: "all" is the buyers (All Buyer), then All Seller and All Admin. */
export type UserListType = 'all' | 'seller' | 'admin';

/** The key of one admin user list (`GET /user/all | seller | admin`). */
export const usersKey = (type: UserListType) => [`/user/${type}`] as const satisfies ApiKey;

export function useUsers(type: UserListType) {
  return useApiData(usersKey(type), list('userSchema'));
}
