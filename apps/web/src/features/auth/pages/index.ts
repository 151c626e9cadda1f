// The auth area's pages, loaded together as one chunk when the first of them is shown.
export { AuthenticatePage } from './AuthenticatePage';
export { LandingPage } from './LandingPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SsoCallbackPage } from './SsoCallbackPage';
