import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { CommunitiesText, PAGE_SIZE, plural, routes, type CommunityDetail } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { EmptyState, PageHeading, cardGridSx } from '../../../ui/Page';
import { CommunityLogo } from '../components/CommunityLogo';
import { CommunityMembership } from '../components/CommunityMembership';
import { communityKeys } from '../queries';

const SHOW_MORE = 'Show more';

/** /communities: every community, searched by name, with Join / Leave. */
export function CommunitiesPage() {
  const [keyword, setKeyword] = useState('');
  const term = useDebouncedValue(keyword.trim());
  const query = useInfiniteQuery({
    queryKey: communityKeys.list(term),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.communities.list,
        {
          query: {
            pageSize: PAGE_SIZE.communities,
            ...(term ? { keyword: term } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const communities = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeading
        title={CommunitiesText.communities}
        description="Groups of professionals who share an interest, a field or a background."
      />
      <TextField
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={CommunitiesText.searchPlaceholder}
        type="search"
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': CommunitiesText.searchPlaceholder, maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 3 }}
      />
      {query.isPending ? (
        <CommunityGridSkeleton />
      ) : communities.length === 0 ? (
        <EmptyState icon={<GroupsOutlined />} title={term ? CommunitiesText.noMatches : CommunitiesText.noCommunities}>
          {term ? 'Try another name.' : 'Communities will appear here as they join Nexus.'}
        </EmptyState>
      ) : (
        <Box component="ul" aria-label={CommunitiesText.communities} sx={cardGridSx}>
          {communities.map((c) => (
            <CommunityCard key={c.id} community={c} />
          ))}
        </Box>
      )}
      {query.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} variant="outlined">
            {SHOW_MORE}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

function CommunityCard({ community }: { community: CommunityDetail }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <CommunityLogo name={community.name} logo={community.logo} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/communities/${community.id}`}
            underline="hover"
            color="inherit"
            variant="subtitle1"
            sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {community.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {plural(community.memberCount, 'member', 'members')} · {plural(community.channelCount, 'channel', 'channels')}
          </Typography>
        </Box>
      </Stack>
      <Typography
        variant="body2"
        color={community.about ? 'text.primary' : 'text.secondary'}
        sx={{ flex: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {community.about ?? 'No description yet.'}
      </Typography>
      <CommunityMembership community={community} fullWidth />
    </Paper>
  );
}

function CommunityGridSkeleton() {
  return (
    <Box aria-busy aria-label="Loading communities" sx={cardGridSx}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton variant="rounded" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" height={28} />
              <Skeleton width="50%" />
            </Box>
          </Stack>
          <Skeleton sx={{ mt: 1 }} />
          <Skeleton width="80%" />
          <Skeleton variant="rounded" height={36} sx={{ mt: 1.5 }} />
        </Paper>
      ))}
    </Box>
  );
}
