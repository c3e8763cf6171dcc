export { UnreadNotifications } from './components/UnreadNotifications';
export { SendNotificationButton } from './components/SendNotificationButton';
