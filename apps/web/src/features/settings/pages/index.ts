// The settings area's pages, loaded together as one chunk when the first of them is shown.
export { DeleteAccountPage } from './DeleteAccountPage';
export { SettingsPage } from './SettingsPage';
export { UnsubscribePage } from './UnsubscribePage';
