// reactfire ships as one module that imports the Firestore, Realtime Database, Functions and
// Remote Config SDKs at its top, and the bundler keeps all four even though nothing here uses
// them (about 135 KB gzip more on every screen that uses reactfire). The web app never talks to
// those services (all data goes through the API; firestore.rules refuses every client), so
// aliases.ts maps them here: the few functions reactfire names, each refusing if ever called.

function notInThisApp(): never {
  throw new Error('The web app does not use this Firebase service: all data goes through the API.');
}

// firebase/database
export const get = notInThisApp;
export const off = notInThisApp;
export const onChildAdded = notInThisApp;
export const onChildChanged = notInThisApp;
export const onChildMoved = notInThisApp;
export const onChildRemoved = notInThisApp;
export const onValue = notInThisApp;
// firebase/firestore
export const onSnapshot = notInThisApp;
export const queryEqual = notInThisApp;
// firebase/functions
export const httpsCallable = notInThisApp;
// firebase/remote-config
export const ensureInitialized = notInThisApp;
export const getAll = notInThisApp;
export const getBoolean = notInThisApp;
export const getNumber = notInThisApp;
export const getString = notInThisApp;
export const getValue = notInThisApp;
