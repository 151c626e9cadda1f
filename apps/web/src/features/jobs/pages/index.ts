// The jobs area's pages (§2 /jobs, /recruit), loaded together as one chunk.
export { JobPage } from './JobPage';
export { JobsPage } from './JobsPage';
export { RecruitPage } from './RecruitPage';
