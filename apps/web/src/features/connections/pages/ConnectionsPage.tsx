import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNowStrict, isValid, parseISO } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  ConnectionsEmptyState,
  countNoun,
  PAGE_SIZE,
  routes,
  type ConnectionRequest,
  type FollowedCompany,
  type MemberCard,
  type Profile,
  type SearchResult,
  type Suggestion,
} from '@nexus/contracts';
import { api } from '../../../api/client';
import { PageHeading } from '../../../ui/Page';
import { CONNECTION_TABS, parseTab, type ConnectionTab } from '../../../lib/people/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ConnectionActions, MemberAvatar, stateOf } from '../../../ui/ConnectionActions';
import { cardName, MemberHeading, MemberRow, MemberRowSkeletons } from '../components/MemberRow';
import { profileKeys, useMemberCommunities, useProfile } from '../../../lib/people/queries';
import { connectionKeys, pageQuery, useConnectionsCatchUp } from '../queries';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../ui/toast/toast';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { CompanyLogo } from '../../../ui/CompanyLogo';
import { CommunityScopeSelect } from '../../../ui/CommunityScopeSelect';

export const ConnectionsLabels = {
  title: 'Connections',
  description: 'The people in your professional network.',
  search: 'Search people',
  searchPlaceholder: 'Name, headline, company or job title',
  clearSearch: 'Clear search',
  noMatch: (keyword: string) => `No members match “${keyword}”.`,
  noCommunityMembers: (community: string) => `No other members in ${community} yet.`,
  resultsFor: (keyword: string, community: string | undefined) =>
    [keyword && `Search results for ${keyword}`, community && `Members of ${community}`].filter(Boolean).join(', '),
  showMore: 'Show more',
  tabs: 'Connection lists',
  showInSuggestions: "Show me in other members' suggestions",
  shownInSuggestions: 'You are shown in other members’ suggestions',
  hiddenFromSuggestions: 'You are hidden from other members’ suggestions',
  tab: {
    requests: 'Requests',
    connections: 'Connections',
    pending: 'Pending',
    blocked: 'Blocked',
    companies: 'Companies',
    suggested: 'Suggested',
  } satisfies Record<ConnectionTab, string>,
} as const;

const tabIcons: Record<ConnectionTab, ReactNode> = {
  requests: <MailOutlined />,
  connections: <PeopleOutlined />,
  pending: <HourglassEmptyOutlined />,
  blocked: <BlockOutlined />,
  companies: <ApartmentOutlined />,
  suggested: <AutoAwesomeOutlined />,
};

/** /connections — search, and the six lists in tabs kept in ?tab=. */
export function ConnectionsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const idBase = useId();
  const tabId = (t: ConnectionTab) => `${idBase}-tab-${t}`;
  const panelId = (t: ConnectionTab) => `${idBase}-panel-${t}`;
  useConnectionsCatchUp();

  const selectTab = (next: ConnectionTab) => {
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeading title={ConnectionsLabels.title} description={ConnectionsLabels.description} />
      <SearchSection />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, v: ConnectionTab) => selectTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={ConnectionsLabels.tabs}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 0, sm: 1 },
            // On a phone the arrow at an end that cannot scroll further takes no room from the tabs.
            '& .MuiTabs-scrollButtons.Mui-disabled': { width: 0 },
          }}
        >
          {CONNECTION_TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              label={ConnectionsLabels.tab[t]}
              id={tabId(t)}
              aria-controls={panelId(t)}
              sx={{ minHeight: 56, minWidth: { xs: 0, md: 90 }, px: { xs: 1.5, md: 2.5 } }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          <TabPanel key={tab} tab={tab} />
        </Box>
      </Card>
    </>
  );
}

function TabPanel({ tab }: { tab: ConnectionTab }) {
  switch (tab) {
    case 'requests':
      return (
        <PagedTab<ConnectionRequest>
          tab={tab}
          fetchPage={(id, cursor) => api.call(routes.connections.received, { params: { id }, query: pageQuery(cursor) })}
          render={(r) => (
            <MemberRow
              key={r.id}
              member={r.member}
              meta={since(r.createdAt, 'Asked')}
              actions={
                <ConnectionActions
                  memberId={r.member.id}
                  name={cardName(r.member)}
                  state={stateOf({ isPending: true, requestId: r.id })}
                />
              }
            />
          )}
        />
      );
    case 'connections':
      return (
        <PagedTab<MemberCard>
          tab={tab}
          fetchPage={(id, cursor) => api.call(routes.connections.list, { params: { id }, query: pageQuery(cursor) })}
          render={(m) => (
            <MemberRow
              key={m.id}
              member={m}
              actions={
                <ConnectionActions
                  memberId={m.id}
                  name={cardName(m)}
                  state={stateOf({ isConnection: true })}
                  showRemove
                  showStatus={false}
                />
              }
            />
          )}
        />
      );
    case 'pending':
      return (
        <PagedTab<ConnectionRequest>
          tab={tab}
          fetchPage={(id, cursor) => api.call(routes.connections.sent, { params: { id }, query: pageQuery(cursor) })}
          render={(r) => (
            <MemberRow
              key={r.id}
              member={r.member}
              meta={since(r.createdAt, 'Sent')}
              actions={
                <ConnectionActions
                  memberId={r.member.id}
                  name={cardName(r.member)}
                  state={stateOf({ isRequesting: true, requestId: r.id })}
                  showStatus={false}
                />
              }
            />
          )}
        />
      );
    case 'blocked':
      return (
        <PagedTab<MemberCard>
          tab={tab}
          fetchPage={(id, cursor) => api.call(routes.connections.blocked, { params: { id }, query: pageQuery(cursor) })}
          render={(m) => (
            // A blocked member's profile is not shown (404 both ways): no link.
            <MemberRow
              key={m.id}
              member={m}
              link={false}
              actions={<ConnectionActions memberId={m.id} name={cardName(m)} state={stateOf({ isBlockedByViewer: true })} />}
            />
          )}
        />
      );
    case 'companies':
      return (
        <PagedTab<FollowedCompany>
          tab={tab}
          fetchPage={(id, cursor) =>
            api.call(routes.partnerFollowers.following, {
              params: { id },
              query: { pageSize: PAGE_SIZE.followersFollowerView, ...(cursor ? { cursor } : {}) },
            })
          }
          render={(c) => <CompanyRow key={c.id} company={c} />}
        />
      );
    case 'suggested':
      return <SuggestedTab />;
  }
}

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One keyset-paged list of the signed-in member, with 'Show more'. */
function usePagedList<T>(key: readonly unknown[], fetchPage: (userId: string, cursor: string | undefined) => Promise<Page<T>>) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(userId),
  });
}

function PagedList<T>({
  query,
  empty,
  icon,
  render,
}: {
  query: ReturnType<typeof usePagedList<T>>;
  empty: string;
  icon: ReactNode;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <MemberRowSkeletons />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyTab icon={icon}>{empty}</EmptyTab>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map(render)}
      </Box>
      <ShowMore query={query} />
    </>
  );
}

/** 'Show more' under a paged list, while the query has a next page. */
function ShowMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} variant="outlined">
        {ConnectionsLabels.showMore}
      </Button>
    </Box>
  );
}

export function EmptyTab({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: { xs: 5, md: 7 } }}>
      <Box aria-hidden sx={{ color: 'text.secondary', opacity: 0.7, '& svg': { fontSize: 44 }, mb: 1 }}>
        {icon}
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This list could not be loaded right now.
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

function since(date: string, verb: string): string | undefined {
  const parsed = parseISO(date);
  return isValid(parsed) ? `${verb} ${formatDistanceToNowStrict(parsed, { addSuffix: true })}` : undefined;
}

/** One of the keyset-paged tabs: its list of the signed-in member, its empty state and icon. */
function PagedTab<T>({
  tab,
  fetchPage,
  render,
}: {
  tab: Exclude<ConnectionTab, 'suggested'>;
  fetchPage: (userId: string, cursor: string | undefined) => Promise<Page<T>>;
  render: (item: T) => ReactNode;
}) {
  const { user } = useSession();
  const query = usePagedList<T>(connectionKeys.list(tab, user?.id ?? ''), fetchPage);
  return <PagedList query={query} empty={ConnectionsEmptyState[tab]} icon={tabIcons[tab]} render={render} />;
}

function CompanyRow({ company }: { company: FollowedCompany }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <CompanyLogo name={company.name} logo={company.logo} size={48} decorative />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/company/${company.id}`} color="inherit" underline="hover">
            {company.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ textTransform: 'capitalize' }}>
            {company.type}
          </Box>
          {company.industry ? ` · ${company.industry}` : ''}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {since(company.followedAt, 'Followed')}
      </Typography>
    </Box>
  );
}

function SuggestedTab() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = useQuery({
    queryKey: connectionKeys.list('suggested', userId),
    queryFn: () => api.call(routes.connections.suggestions, { params: { id: userId } }),
    enabled: Boolean(userId),
  });
  return (
    <>
      <SuggestionsVisibility userId={userId} />
      {query.isPending ? (
        <SuggestionSkeletons />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyTab icon={tabIcons.suggested}>{ConnectionsEmptyState.suggested}</EmptyTab>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: { xs: 2, sm: 3 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {query.data.map((s) => (
            <SuggestionCard key={s.id} suggestion={s} />
          ))}
        </Box>
      )}
    </>
  );
}

function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const name = cardName(suggestion);
  const subtitle =
    suggestion.headline || [suggestion.jobTitle, suggestion.companyName].filter(Boolean).join(' at ') || suggestion.city;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <MemberAvatar firstName={suggestion.firstName} lastName={suggestion.lastName} image={suggestion.image} size={52} />
        <Box sx={{ minWidth: 0 }}>
          <MemberHeading id={suggestion.id} name={name} subtitle={subtitle} />
        </Box>
      </Box>
      {suggestion.reasons.length ? (
        <Box
          component="ul"
          aria-label={`Why ${name} is suggested`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {suggestion.reasons.map((r) => (
            <li key={`${r.kind}:${r.text}`}>
              <Chip label={r.text} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 'auto' }}>
        <ConnectionActions memberId={suggestion.id} name={name} state={stateOf({})} />
      </Box>
    </Paper>
  );
}

function SuggestionSkeletons() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Loading"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={148} />
      ))}
    </Box>
  );
}

/** 'Show me in other members' suggestions': hiddenFromSuggestions of the profile, inverted, saved at once. */
function SuggestionsVisibility({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useProfile(userId);
  const mutation = useMutation({
    mutationFn: (hidden: boolean) =>
      api.call(routes.profiles.update, { params: { id: userId }, body: { hiddenFromSuggestions: hidden } }),
    onSuccess: (saved: Profile) => {
      queryClient.setQueryData(profileKeys.detail(userId), saved);
      toast.success(saved.hiddenFromSuggestions ? ConnectionsLabels.hiddenFromSuggestions : ConnectionsLabels.shownInSuggestions);
    },
  });
  const hidden = mutation.isPending ? mutation.variables : (profile.data?.hiddenFromSuggestions ?? false);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <FormControlLabel
        sx={{ flex: 1, mr: 0 }}
        disabled={profile.isPending || mutation.isPending}
        control={<Switch checked={!hidden} onChange={(_, checked) => mutation.mutate(!checked)} />}
        label={ConnectionsLabels.showInSuggestions}
      />
      {mutation.isPending ? <CircularProgress size={20} aria-label="Saving" /> : null}
    </Box>
  );
}

/** Members matching a keyword (debounced), everywhere or in one community, with what the viewer can do about each. */
function SearchSection() {
  const [keyword, setKeyword] = useState('');
  const [scope, setScope] = useState('');
  const debounced = useDebouncedValue(keyword.trim());
  const communities = useMemberCommunities().data ?? [];
  const community = communities.find((c) => c.id === scope);
  const query = useInfiniteQuery({
    queryKey: connectionKeys.search(debounced, community?.id ?? ''),
    queryFn: ({ pageParam }) => {
      const search = { ...(debounced ? { keyword: debounced } : {}), ...pageQuery(pageParam) };
      return community
        ? api.call(routes.connections.searchCommunity, { params: { communityId: community.id }, query: search })
        : api.call(routes.connections.search, { query: search });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: debounced.length > 0 || Boolean(community),
  });
  const results: SearchResult[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const searching = debounced.length > 0 || Boolean(community);
  const status = !searching
    ? ''
    : query.isPending
      ? 'Searching…'
      : `${results.length}${query.hasNextPage ? '+' : ''} ${countNoun(results.length, 'member', 'members')} found`;

  return (
    <Box role="search" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          type="search"
          label={ConnectionsLabels.search}
          placeholder={ConnectionsLabels.searchPlaceholder}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setKeyword('');
          }}
          autoComplete="off"
          sx={{
            flex: 1,
            minWidth: 0,
            bgcolor: 'background.paper',
            borderRadius: 1,
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
              endAdornment: keyword ? (
                <InputAdornment position="end">
                  {query.isFetching ? <CircularProgress size={18} sx={{ mr: 1 }} aria-hidden /> : null}
                  <IconButton aria-label={ConnectionsLabels.clearSearch} onClick={() => setKeyword('')} edge="end" size="small">
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <CommunityScopeSelect communities={communities} value={community?.id ?? ''} onChange={setScope} />
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
      {searching ? (
        <Card sx={{ mt: 1.5 }}>
          {query.isPending ? (
            <MemberRowSkeletons count={2} />
          ) : query.isError ? (
            <ListError onRetry={() => void query.refetch()} />
          ) : results.length === 0 ? (
            <CardContent>
              <Typography color="text.secondary">
                {debounced ? ConnectionsLabels.noMatch(debounced) : ConnectionsLabels.noCommunityMembers(community?.name ?? '')}
              </Typography>
            </CardContent>
          ) : (
            <>
              <Box
                component="ul"
                aria-label={ConnectionsLabels.resultsFor(debounced, community?.name)}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {results.map((r) => (
                  <MemberRow
                    key={r.id}
                    member={r}
                    actions={<ConnectionActions memberId={r.id} name={cardName(r)} state={r.connection} />}
                  />
                ))}
              </Box>
              <ShowMore query={query} />
            </>
          )}
        </Card>
      ) : null}
    </Box>
  );
}
