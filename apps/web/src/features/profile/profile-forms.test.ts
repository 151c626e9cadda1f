import { describe, expect, it } from 'vitest';
import { ConnectionsText, type Experience, type Profile } from '@nexus/contracts';
import { experienceFormDefaults, toExperienceBody } from './components/ExperienceDialog';
import { profileFormDefaults, successMessage } from '../../lib/people/queries';

const experience: Experience = {
  id: 'e1',
  title: 'Analyst',
  companyName: 'Acme',
  location: null,
  startDate: '2021-03-01',
  endDate: null,
  description: null,
};

describe('experience form', () => {
  it('starts empty to add, and from the experience to edit', () => {
    expect(experienceFormDefaults(null)).toMatchObject({ title: '', startDate: '', endDate: '', current: false });
    expect(experienceFormDefaults(experience)).toMatchObject({
      title: 'Analyst',
      location: '',
      startDate: '2021-03',
      current: true,
    });
    expect(experienceFormDefaults({ ...experience, endDate: '2023-06-30T00:00:00.000Z' })).toMatchObject({
      endDate: '2023-06',
      current: false,
    });
  });
  it("sends 'I currently work here' as no end date", () => {
    const values = { ...experienceFormDefaults(experience), endDate: '2024-01' };
    expect(toExperienceBody({ ...values, current: true })).toEqual({
      title: 'Analyst',
      companyName: 'Acme',
      location: '',
      startDate: '2021-03-01',
      endDate: null,
      description: '',
    });
    expect(toExperienceBody({ ...values, current: false }).endDate).toBe('2024-01-01');
    expect(toExperienceBody({ ...values, endDate: '', current: false }).endDate).toBeNull();
  });
});

describe('profile form', () => {
  it('starts from the profile, empty strings for missing text and the visibility toggles', () => {
    const profile = {
      headline: 'Builder',
      aboutMe: null,
      visibility: { showCountry: false, showProvince: true, showCity: true, showGoals: false, showResume: true },
      hiddenFromSuggestions: true,
    } as unknown as Profile;
    expect(profileFormDefaults(profile)).toMatchObject({
      headline: 'Builder',
      aboutMe: '',
      website: '',
      showCountry: false,
      showGoals: false,
      hiddenFromSuggestions: true,
    });
  });
});

describe('successMessage', () => {
  it("uses the contracts' texts, and says when a request connected at once", () => {
    expect(successMessage({ kind: 'withdraw', requestId: 'r' }, 'Bo', null)).toBe(ConnectionsText.requestWithdrawn);
    expect(successMessage({ kind: 'block', otherId: 'o' }, 'Bo', null)).toBe(ConnectionsText.memberBlocked);
    expect(successMessage({ kind: 'request', userId: 'u' }, 'Bo', null)).toBe('Connection request sent to Bo');
    const connected = { isConnection: true } as Parameters<typeof successMessage>[2];
    expect(successMessage({ kind: 'request', userId: 'u' }, 'Bo', connected)).toBe('You and Bo are now connected');
  });
});
