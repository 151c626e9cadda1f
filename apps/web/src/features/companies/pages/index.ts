// The company area's pages (§2 /company/{id}), loaded together as one chunk when the first of them is shown.
export { CompanyPage } from './CompanyPage';
