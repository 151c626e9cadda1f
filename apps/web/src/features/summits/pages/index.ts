// The summits area's pages (§2 /summit, /register/{registrationType}), loaded together as one chunk.
export { RegisterPage } from './RegisterPage';
export { SummitPage } from './SummitPage';
