// Sign-in's second public entry: who was signed in on this browser, for the page's still shell
// (app/shell), before the app's code has arrived. No React or Firebase.
export { rememberedSession } from './session/remembered-session';
