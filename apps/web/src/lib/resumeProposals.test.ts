import { describe, expect, it } from 'vitest';
import { ResumeImportStatus } from '@nexus/contracts';
import { acceptedProposals, describeExperience, proposalItems, readProfileUpdated, readResumeImport } from './resumeProposals';

const proposals = {
  headline: 'Designer who ships',
  jobTitle: 'Product designer',
  aboutMe: '  ',
  city: 'Lagos',
  experiences: [
    { title: 'Product designer', companyName: 'Acme', startDate: '2021-03-01', endDate: null },
    { title: 'Intern', companyName: 'Globex' },
  ],
};

describe('resume proposals', () => {
  it('lists the fields in a fixed order, then each experience, skipping blank values', () => {
    const items = proposalItems(proposals);
    expect(items.map((i) => i.key)).toEqual(['field:headline', 'field:jobTitle', 'field:city', 'experience:0', 'experience:1']);
    expect(items[0]).toMatchObject({ label: 'Headline', value: 'Designer who ships', replaces: null });
    expect(proposalItems(null)).toEqual([]);
  });

  it('says what a proposal would replace, and leaves out what the profile already holds', () => {
    const items = proposalItems(proposals, { headline: 'Builder of things', jobTitle: 'Product designer', city: null });
    expect(items.map((i) => i.key)).toEqual(['field:headline', 'field:city', 'experience:0', 'experience:1']);
    expect(items[0]).toMatchObject({ value: 'Designer who ships', replaces: 'Builder of things' });
    expect(items[1]).toMatchObject({ value: 'Lagos', replaces: null });
  });

  it('describes an experience', () => {
    expect(describeExperience(proposals.experiences[0]!)).toBe('Product designer at Acme · Mar 2021 – Present');
    expect(describeExperience(proposals.experiences[1]!)).toBe('Intern at Globex');
    expect(describeExperience({ title: 'Engineer', companyName: 'X', startDate: '2015-01-01', endDate: '2019-12-01' })).toBe(
      'Engineer at X · Jan 2015 – Dec 2019',
    );
  });

  it('sends everything when everything is checked', () => {
    const items = proposalItems(proposals);
    expect(acceptedProposals(items, new Set(items.map((i) => i.key)))).toEqual({
      headline: 'Designer who ships',
      jobTitle: 'Product designer',
      city: 'Lagos',
      experiences: proposals.experiences,
    });
  });

  it('sends only the checked subset, without an empty experiences list', () => {
    const items = proposalItems(proposals);
    expect(acceptedProposals(items, new Set(['field:city', 'experience:1']))).toEqual({
      city: 'Lagos',
      experiences: [proposals.experiences[1]],
    });
    expect(acceptedProposals(items, new Set(['field:headline']))).toEqual({ headline: 'Designer who ships' });
    expect(acceptedProposals(items, new Set())).toEqual({});
  });

  it('reads the socket payloads, refusing anything else', () => {
    const ready = {
      status: ResumeImportStatus.Ready,
      proposals,
      error: null,
      forOnboarding: false,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(readResumeImport(ready)?.status).toBe('ready');
    expect(readResumeImport({ status: 'done' })).toBeNull();
    expect(readProfileUpdated({ profilePayload: { userId: 'u1', forOnboarding: true } })).toEqual({
      userId: 'u1',
      forOnboarding: true,
    });
    expect(readProfileUpdated({ profilePayload: { userId: 'u1' } })).toEqual({ userId: 'u1', forOnboarding: false });
    expect(readProfileUpdated({})).toBeNull();
  });
});
