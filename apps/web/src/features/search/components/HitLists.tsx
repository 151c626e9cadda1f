import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemButton from '@mui/material/ListItemButton';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { SearchHit, SearchKind } from '@nexus/contracts';
import { useSentinel } from '../../../lib/useSentinel';
import { EmptyState } from '../../../ui/Page';
import { useSearchKind } from '../queries';
import { SearchKindLabels, SearchText } from '../searchText';
import { HitSkeleton, HitSummary } from './HitSummary';

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

export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Card aria-busy role="progressbar" aria-label={SearchText.searching}>
      {Array.from({ length: rows }, (_, i) => (
        <HitSkeleton key={i} />
      ))}
    </Card>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
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

export function NoResults({ title }: { title: string }) {
  return (
    <EmptyState icon={<SearchOffOutlined />} title={title}>
      {SearchText.noResultsHint}
    </EmptyState>
  );
}

type HitPages = UseInfiniteQueryResult<InfiniteData<{ items: SearchHit[]; nextCursor: string | null }, unknown>>;

/** A tab's hits, a page at a time as the list's end scrolls into view (or "Load more"). */
export function PagedHits({ results, label, emptyTitle }: { results: HitPages; label: string; emptyTitle: string }) {
  const more = () => {
    if (results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage();
  };
  const sentinel = useSentinel(more, Boolean(results.hasNextPage));
  if (results.isError && !results.data) return <LoadError onRetry={() => void results.refetch()} />;
  if (!results.data) return <ListSkeleton rows={5} />;
  const hits = results.data.pages.flatMap((p) => p.items);
  if (hits.length === 0) return <NoResults title={emptyTitle} />;
  return (
    <Card>
      <HitList hits={hits} label={label} />
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

/** One kind's tab over GET /search/:kind: best match first. */
export function KindResults({ kind, q }: { kind: SearchKind; q: string }) {
  return (
    <PagedHits results={useSearchKind(kind, q)} label={SearchKindLabels[kind]} emptyTitle={SearchText.noKindResults(kind, q)} />
  );
}
