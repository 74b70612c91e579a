import { announceEndedEverywhere, announceSignOut, takeSessionEnd } from './session-end-reason';

/**
 * Signs this browser out: asked for (the account menu's Sign out; the watcher neither warns nor
 * redirects), or after the account itself changed on the server (the Account page): it ended every
 * session (`notice` then says so on Sign In, where the session watcher sends the
 * person), or it was deleted (no notice: the page says goodbye itself). Firebase's code arrives
 * with the page that asks, so this module adds none to the first page.
 */
export async function signOutHere({ notice }: { notice?: string } = {}): Promise<void> {
  if (notice) announceEndedEverywhere(notice);
  else announceSignOut();
  try {
    const [{ signOut }, { firebaseAuth }] = await Promise.all([import('firebase/auth'), import('@/lib/firebase/app-and-auth')]);
    await signOut(firebaseAuth());
  } catch (error) {
    takeSessionEnd();
    throw error;
  }
}
