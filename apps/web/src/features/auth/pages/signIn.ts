// The sign-in pages, the first screen: their own chunk, without the forms library the other auth pages use.
export { AuthenticatePage } from './AuthenticatePage';
export { LandingPage } from './LandingPage';
