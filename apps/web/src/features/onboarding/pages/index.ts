// The onboarding area's pages, loaded together as one chunk when the first of them is shown.
export { SignUpPage } from './SignUpPage';
