// The search area's page (/search: the search screen and the full results page), one chunk.
export { SearchPage } from './SearchPage';
