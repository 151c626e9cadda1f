import type { JobFilters } from '../../ui/jobs/searchParams';

/** Query keys of the job board (/jobs) and the partner's jobs (/recruit). */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (filters: JobFilters) => ['jobs', 'search', filters] as const,
  saved: ['jobs', 'saved'] as const,
  applications: ['jobs', 'applications'] as const,
  job: (id: string) => ['jobs', 'job', id] as const,
  matchPreference: ['jobs', 'match-preference'] as const,
  /** Everything of /recruit: the partner's jobs, pipelines and matches. */
  recruitAll: ['jobs', 'recruit'] as const,
  recruit: (partnerId: string) => ['jobs', 'recruit', partnerId] as const,
  pipeline: (jobId: string, stage: string) => ['jobs', 'recruit', 'pipeline', jobId, stage] as const,
  matches: (jobId: string) => ['jobs', 'recruit', 'matches', jobId] as const,
};
