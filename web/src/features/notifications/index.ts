// The top bar's bell: the signed-in user's notifications.
export { NotificationBell } from './components/notification-bell';
