// /pings, loaded as its own chunk.
export { PingsPage } from './PingsPage';
