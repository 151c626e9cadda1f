import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, SearchKind, StorageKey, type SearchResults } from '@nexus/contracts';
import { type Reply, useReplies as replyInTurn } from '../../../testing/replies';
import { SearchText } from '../searchText';
import { SearchCombobox } from './SearchCombobox';

let calls: InternalAxiosRequestConfig[] = [];
const useReplies = (replies: Reply[]) => replyInTurn(replies, calls);

const ADA = '0b6f1f0e-2d43-4c8a-9c1d-4f3a1c2b7e01';
const ACME = '0b6f1f0e-2d43-4c8a-9c1d-4f3a1c2b7e02';
const found: SearchResults = {
  q: 'ada',
  groups: [
    {
      kind: SearchKind.People,
      items: [
        {
          kind: SearchKind.People,
          id: ADA,
          title: 'Ada Lovelace',
          subtitle: 'Engineer at Acme',
          image: null,
          path: `/profile/${ADA}`,
        },
      ],
    },
    {
      kind: SearchKind.Companies,
      items: [
        { kind: SearchKind.Companies, id: ACME, title: 'Adatum', subtitle: 'Software', image: null, path: `/company/${ACME}` },
      ],
    },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/feed']}>
        <SearchCombobox variant="popup" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: SearchText.label });
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const key = (box: HTMLElement, k: string) => fireEvent.keyDown(box, { key: k });
const recents = () => JSON.parse(localStorage.getItem(StorageKey.recentSearches) ?? '[]') as string[];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  localStorage.setItem(StorageKey.accessToken, 'tok');
});

describe('the search box', { timeout: 20_000 }, () => {
  it('groups the hits under a header per kind; arrows move the highlight and Enter opens the hit', async () => {
    await useReplies([{ status: 200, data: found }]);
    const box = mount();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ada' } });
    const people = await screen.findByRole('group', { name: 'People' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/search');
    expect(calls[0]?.params).toEqual({ q: 'ada' });
    expect(within(people).getByRole('option', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Companies' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('p')?.textContent)).toEqual(['Ada Lovelace', 'Adatum', SearchText.seeAll('ada')]);
    expect(within(people).getByText('Engineer at Acme')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');

    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    key(box, 'ArrowUp');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    key(box, 'Enter');
    expect(location()).toBe(`/profile/${ADA}`);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(recents()).toEqual(['ada']);
  });

  it('opens the results page on Enter with nothing highlighted, and says when nothing matches', async () => {
    await useReplies([{ status: 200, data: { q: 'zzqx', groups: [] } }]);
    const box = mount();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzqx' } });
    expect(await screen.findByText(SearchText.noResults('zzqx'), { selector: 'p' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    key(box, 'Enter');
    expect(location()).toBe('/search?q=zzqx');
  });

  it('asks nothing under the shortest query', async () => {
    await useReplies([]);
    const box = mount();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'a'.repeat(SEARCH_LIMITS.minQueryLength - 1) } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(calls).toHaveLength(0);
    expect(screen.getByText(SearchText.hint)).toBeTruthy();
  });

  it('lists the recent searches in an empty box: Enter runs one, Delete removes one, Clear removes them all', async () => {
    localStorage.setItem(StorageKey.recentSearches, JSON.stringify(['rust jobs', 'lagos', 'ada']));
    const box = mount();
    fireEvent.focus(box);
    const list = screen.getByRole('listbox', { name: SearchText.recent });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['rust jobs', 'lagos', 'ada']);

    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    key(box, 'Delete');
    expect(recents()).toEqual(['rust jobs', 'ada']);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['rust jobs', 'ada']));

    // The highlight stays where it was: on the search after the one removed.
    expect(screen.getByRole('option', { name: 'ada' }).getAttribute('aria-selected')).toBe('true');
    key(box, 'Enter');
    expect(location()).toBe('/search?q=ada');
    expect(recents()).toEqual(['ada', 'rust jobs']);

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: SearchText.clearRecentLabel }));
    expect(localStorage.getItem(StorageKey.recentSearches)).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(SearchText.hint)).toBeTruthy();
  });

  it('keeps the last few searches only, newest first, the same words once', () => {
    const box = mount();
    fireEvent.focus(box);
    for (let i = 0; i < SEARCH_LIMITS.recentSearches + 2; i++) {
      fireEvent.change(box, { target: { value: `query ${i}` } });
      key(box, 'Enter');
    }
    fireEvent.change(box, { target: { value: 'QUERY 9' } });
    key(box, 'Enter');
    expect(recents()).toHaveLength(SEARCH_LIMITS.recentSearches);
    expect(recents()[0]).toBe('QUERY 9');
    expect(recents().filter((r) => r.toLowerCase() === 'query 9')).toHaveLength(1);
  });
});
