// The partner settings area (§2 /settings/partner), loaded as one chunk when it is shown.
export { PartnerSettingsPage } from './PartnerSettingsPage';
