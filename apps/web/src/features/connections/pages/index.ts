// The connections area's pages, loaded together as one chunk when the first of them is shown.
export { ConnectionsPage } from './ConnectionsPage';
