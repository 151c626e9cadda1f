import { describe, expect, it } from 'vitest';
import { jobPlace, jobTerms, postedAgo } from './jobText';

describe('job text', () => {
  it('joins the parts of the place a job states', () => {
    expect(jobPlace({ city: 'Lagos', province: null, country: 'Nigeria' })).toBe('Lagos, Nigeria');
  });

  it('names the terms with their labels', () => {
    expect(jobTerms({ employmentType: 'full_time', workplace: 'remote', experienceLevel: 'mid_senior' })).toBe(
      'Full-time · Remote · Mid-Senior level',
    );
  });

  it('says when a job was posted in days', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(postedAgo('2026-11-25T08:00:00Z', now)).toBe('Posted today');
    expect(postedAgo('2026-11-24T08:00:00Z', now)).toBe('Posted yesterday');
    expect(postedAgo('2026-11-20T12:00:00Z', now)).toBe('Posted 5 days ago');
    expect(postedAgo(null, now)).toBe('');
  });
});
