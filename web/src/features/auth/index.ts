// What the app and the other features need of the signed-in user: who it is, the guard, the
// account corner of the top bar, the sign-in screens and the watch over the session.
export { AuthProvider } from './auth-provider';
export { useCurrentUser, type CurrentUser } from './current-user';
export { authRoutes, signedInRoutes } from './routes';
export { SessionEndWatcher } from './session/session-end-watcher';
export { UserMenu } from './components/user-menu';
