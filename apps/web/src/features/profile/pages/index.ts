// The profile area's pages, loaded together as one chunk when the first of them is shown.
export { ConnectPage } from './ConnectPage';
export { ProfilePage } from './ProfilePage';
