/**
 * Where Firebase Auth keeps its signed-in user in a browser: with its IndexedDB persistence (the
 * first of those lib/firebase/app-and-auth.ts asks for) a database, a store, and one record per app keyed
 * `firebase:authUser:<api key>:<app name>`; where IndexedDB cannot be used, the same key in
 * localStorage or sessionStorage (the other two).
 */
export const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';
export const FIREBASE_AUTH_STORE = 'firebaseLocalStorage';
const SIGNED_IN_USER_KEY = 'firebase:authUser:';

/**
 * Whether Firebase may hold a session on this browser although nobody is remembered (the
 * remembered user was cleared, or written by an older release in another shape), read from
 * Firebase's own storage without loading Firebase's code: the names of the site's databases,
 * then the keys of Firebase's store only if its database exists. The database is never created
 * here, and anything unexpected answers false: the page then stays signed out, as it would
 * without this check.
 */
export async function firebaseMayHoldSession(databases: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  try {
    if (heldInWebStorage()) return true;
    if (typeof databases?.databases !== 'function') return false;
    const named = await databases.databases();
    if (!named.some((database) => database.name === FIREBASE_AUTH_DATABASE)) return false;
    return await new Promise<boolean>((answer) => {
      const opening = databases.open(FIREBASE_AUTH_DATABASE);
      // Only a database that does not exist (removed since it was listed) is upgraded: leave it uncreated.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => answer(false);
      opening.onblocked = () => answer(false);
      opening.onsuccess = () => {
        const database = opening.result;
        const done = (holds: boolean) => {
          database.close();
          answer(holds);
        };
        try {
          if (!database.objectStoreNames.contains(FIREBASE_AUTH_STORE)) return done(false);
          const keys = database.transaction(FIREBASE_AUTH_STORE, 'readonly').objectStore(FIREBASE_AUTH_STORE).getAllKeys();
          keys.onsuccess = () => done(keys.result.some((key) => String(key).startsWith(SIGNED_IN_USER_KEY)));
          keys.onerror = () => done(false);
        } catch {
          done(false);
        }
      };
    });
  } catch {
    return false;
  }
}

function heldInWebStorage(): boolean {
  try {
    return [localStorage, sessionStorage].some((storage) => Object.keys(storage).some((key) => key.startsWith(SIGNED_IN_USER_KEY)));
  } catch {
    return false;
  }
}
