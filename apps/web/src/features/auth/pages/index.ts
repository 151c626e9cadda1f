// The auth area's other pages, loaded together as one chunk when the first of them is shown (sign-in: ./signIn).
export { ResetPasswordPage } from './ResetPasswordPage';
export { SsoCallbackPage } from './SsoCallbackPage';
