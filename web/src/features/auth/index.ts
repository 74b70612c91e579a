// What the app and the other features need of the signed-in user: who it is, the guard, the
// account corner of the top bar, the sign-in screens and the watch over the session; and for the
// Account page, sign-up's password rule, the sign-in service's errors in words (loaded when
// needed) and the way this browser signs out after the account ended its sessions or was deleted;
// and who was signed in on this browser, for what a screen draws before the session is restored.
export { AuthProvider } from './auth-provider';
export { useCurrentUser, type CurrentUser } from './current-user';
export { authRoutes, signedInRoutes } from './routes';
export { SessionEndWatcher } from './session/session-end-watcher';
export { UserMenu } from './components/user-menu';
export { signOutHere } from './session/sign-out-here';
export { rememberedSession } from './session/remembered-session';
export { passwordField } from './password-rule';
/**
 * The sign-in service's errors in plain words, loaded when a screen outside this feature meets
 * one: re-exported here, they would join the first page's code, which never needs them.
 */
export const loadAuthErrors = () => import('./auth-errors');
