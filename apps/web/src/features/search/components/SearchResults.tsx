import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@nexus/contracts';
import { useSentinel } from '../../../lib/useSentinel';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { useSearchGroups, useSearchKind } from '../queries';
import { ALL_TAB, resultsPath, SearchKindLabels, SearchText, type SearchTab } from '../searchText';
import { HitSkeleton, HitSummary } from './HitSummary';

const TABS: SearchTab[] = [ALL_TAB, ...SEARCH_KINDS];
const tabLabel = (tab: SearchTab) => (tab === ALL_TAB ? SearchText.all : SearchKindLabels[tab]);

/** The tab a URL names; anything else is All. */
export const tabOf = (value: string | null): SearchTab => TABS.find((t) => t === value) ?? ALL_TAB;

/** Hits as links, each opening what it found. */
export function HitList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`}>
          <ListItemButton component={RouterLink} to={hit.path} sx={{ px: 2, py: 1.25, gap: 1 }}>
            <HitSummary hit={hit} />
          </ListItemButton>
        </li>
      ))}
    </Box>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Card aria-busy role="progressbar" aria-label={SearchText.searching}>
      {Array.from({ length: rows }, (_, i) => (
        <HitSkeleton key={i} />
      ))}
    </Card>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SearchText.retry}
        </Button>
      }
    >
      {SearchText.loadFailed}
    </Alert>
  );
}

function NoResults({ title }: { title: string }) {
  return (
    <EmptyState icon={<SearchOffOutlined />} title={title}>
      {SearchText.noResultsHint}
    </EmptyState>
  );
}

/** The All tab: each kind's best hits under its name, with the way to its own tab. */
function AllResults({ q, onTab }: { q: string; onTab: (tab: SearchKind) => void }) {
  const results = useSearchGroups(q);
  if (results.isError && !results.data) return <LoadError onRetry={() => void results.refetch()} />;
  if (!results.data || results.isPlaceholderData) return <ListSkeleton rows={6} />;
  if (results.data.groups.length === 0) return <NoResults title={SearchText.noResults(q)} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {results.data.groups.map((group) => (
        <Card key={group.kind} component="section" aria-labelledby={`search-group-${group.kind}`}>
          <Typography id={`search-group-${group.kind}`} variant="h3" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
            {SearchKindLabels[group.kind]}
          </Typography>
          <HitList hits={group.items} label={SearchKindLabels[group.kind]} />
          <Divider />
          <Button onClick={() => onTab(group.kind)} sx={{ m: 1 }}>
            {SearchText.seeAllOf(group.kind)}
          </Button>
        </Card>
      ))}
    </Box>
  );
}

/** One kind's tab: its hits, best first, a page at a time as the list's end scrolls into view (or "Load more"). */
export function KindResults({ kind, q }: { kind: SearchKind; q: string }) {
  const results = useSearchKind(kind, q);
  const more = () => {
    if (results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage();
  };
  const sentinel = useSentinel(more, Boolean(results.hasNextPage));
  if (results.isError && !results.data) return <LoadError onRetry={() => void results.refetch()} />;
  if (!results.data) return <ListSkeleton rows={5} />;
  const hits = results.data.pages.flatMap((p) => p.items);
  if (hits.length === 0) return <NoResults title={SearchText.noKindResults(kind, q)} />;
  return (
    <Card>
      <HitList hits={hits} label={SearchKindLabels[kind]} />
      {results.hasNextPage ? (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Button
            onClick={more}
            disabled={results.isFetchingNextPage}
            startIcon={results.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {SearchText.loadMore}
          </Button>
        </Box>
      ) : null}
    </Card>
  );
}

/**
 * The full results page (/search?q=…&tab=…): a tab per kind after All, the tab in the URL so back and a shared link
 * land on it. `kindPanel` lets a kind show its area's filters (see the README).
 */
export function SearchResults({ q, tab, kindPanel }: { q: string; tab: SearchTab; kindPanel: (kind: SearchKind) => ReactNode }) {
  const navigate = useNavigate();
  const toTab = (next: SearchTab) => void navigate(resultsPath(q, next));
  return (
    <>
      <PageHeading title={SearchText.resultsTitle(q)} />
      <Tabs
        value={tab}
        onChange={(_, next: SearchTab) => toTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={SearchText.tabs}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={tabLabel(t)} id={`search-tab-${t}`} aria-controls={`search-panel-${t}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`search-panel-${tab}`} aria-labelledby={`search-tab-${tab}`}>
        {tab === ALL_TAB ? <AllResults q={q} onTab={toTab} /> : kindPanel(tab)}
      </Box>
    </>
  );
}
