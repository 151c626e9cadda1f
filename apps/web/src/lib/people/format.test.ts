import { describe, expect, it } from 'vitest';
import {
  connectionView,
  formatDateRange,
  formatMonthYear,
  joinParts,
  memberSubtitle,
  normalizeWebsite,
  parseTab,
  roleAtCompany,
  websiteHref,
  websiteLabel,
} from './format';

const state = {
  isConnection: false,
  isRequesting: false,
  isPending: false,
  requestId: null,
  isBlockedByViewer: false,
};

describe('dates', () => {
  it('formats a month and year', () => {
    expect(formatMonthYear('2021-03-15')).toBe('Mar 2021');
    expect(formatMonthYear('2021-03-01T00:00:00.000Z')).toMatch(/^(Feb|Mar) 2021$/);
    expect(formatMonthYear('not a date')).toBeNull();
    expect(formatMonthYear(null)).toBeNull();
  });
  it('formats a range, open-ended as Present', () => {
    expect(formatDateRange('2021-03-01', null)).toBe('Mar 2021 – Present');
    expect(formatDateRange('2021-03-01', undefined)).toBe('Mar 2021 – Present');
    expect(formatDateRange('2019-01-10', '2021-02-28')).toBe('Jan 2019 – Feb 2021');
  });
});

describe('text', () => {
  it('joins the parts that are there', () => {
    expect(joinParts(['Toronto', ' ', null, 'Canada'])).toBe('Toronto, Canada');
    expect(joinParts([undefined, ''])).toBeNull();
    expect(joinParts(['a', 'b'], ' · ')).toBe('a · b');
  });
  it('says a role at a company', () => {
    expect(roleAtCompany('Analyst', 'Acme')).toBe('Analyst at Acme');
    expect(roleAtCompany('Analyst', null)).toBe('Analyst');
    expect(roleAtCompany(' ', 'Acme')).toBe('Acme');
    expect(roleAtCompany(null, undefined)).toBeNull();
  });
  it('picks a subtitle for a member', () => {
    const card = { headline: null, jobTitle: 'Analyst', companyName: 'Acme', city: 'Lyon' };
    expect(memberSubtitle({ ...card, headline: 'Builder' })).toBe('Builder');
    expect(memberSubtitle(card)).toBe('Analyst at Acme');
    expect(memberSubtitle({ ...card, jobTitle: null, companyName: null })).toBe('Lyon');
    expect(memberSubtitle({ headline: '', jobTitle: null, companyName: null, city: null })).toBeNull();
  });
  it('links and shows websites', () => {
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('http://example.com')).toBe('http://example.com');
    expect(websiteLabel('https://example.com/')).toBe('example.com');
    expect(websiteLabel('https://example.com/me')).toBe('example.com/me');
  });
  it('adds https:// to a bare domain only', () => {
    expect(normalizeWebsite(' example.com ')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com');
    expect(normalizeWebsite('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite(null)).toBe('');
  });
});

describe('connectionView', () => {
  it('maps the state to what the viewer can do', () => {
    expect(connectionView(state)).toEqual({ kind: 'none' });
    expect(connectionView({ ...state, isRequesting: true, requestId: 'r1' })).toEqual({ kind: 'requesting', requestId: 'r1' });
    expect(connectionView({ ...state, isPending: true, requestId: 'r2' })).toEqual({ kind: 'pending', requestId: 'r2' });
    expect(connectionView({ ...state, isConnection: true })).toEqual({ kind: 'connected' });
  });
  it('puts a block first, then a connection', () => {
    expect(connectionView({ ...state, isConnection: true, isBlockedByViewer: true })).toEqual({ kind: 'blocked' });
    expect(connectionView({ ...state, isConnection: true, isPending: true })).toEqual({ kind: 'connected' });
  });
});

describe('parseTab', () => {
  it('reads a known tab, else the first', () => {
    expect(parseTab('blocked')).toBe('blocked');
    expect(parseTab('nope')).toBe('requests');
    expect(parseTab(null)).toBe('requests');
  });
});
