import { joinParts } from '../../../lib/people/format';
import { EmploymentTypeLabels, ExperienceLevelLabels, type Job, WorkplaceLabels } from '@nexus/contracts';

/** "Lagos, Nigeria" from the parts a job states. */
export const jobPlace = (job: Pick<Job, 'city' | 'province' | 'country'>) =>
  joinParts([job.city, job.province, job.country]) ?? '';

/** "Full-time · Hybrid · Mid-Senior level". */
export const jobTerms = (job: Pick<Job, 'employmentType' | 'workplace' | 'experienceLevel'>) =>
  [EmploymentTypeLabels[job.employmentType], WorkplaceLabels[job.workplace], ExperienceLevelLabels[job.experienceLevel]].join(
    ' · ',
  );

const DAY_MS = 86_400_000;

/** "Posted today", "Posted 3 days ago". */
export function postedAgo(publishedAt: string | null, now = Date.now()): string {
  if (!publishedAt) return '';
  const days = Math.floor((now - Date.parse(publishedAt)) / DAY_MS);
  if (days <= 0) return 'Posted today';
  return days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`;
}
