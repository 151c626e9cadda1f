import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CommunitiesText, PAGE_SIZE, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { communityKeys } from '../queries';
import { CompactMemberRow, CompactMemberRowSkeletons } from '../../../ui/CompactMemberRow';

/** The community's members through §7's community search (10 a page), searchable by name. */
export function CommunityMembers({ communityId }: { communityId: string }) {
  const [keyword, setKeyword] = useState('');
  const term = useDebouncedValue(keyword.trim());
  const query = useInfiniteQuery({
    queryKey: communityKeys.members(communityId, term),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.connections.searchCommunity,
        {
          params: { communityId },
          query: {
            pageSize: PAGE_SIZE.connectionSearch,
            ...(term ? { keyword: term } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const members = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="community-members" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="community-members" variant="h3" component="h2" gutterBottom>
        {CommunitiesText.members}
      </Typography>
      <TextField
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        label={CommunitiesText.pickMembers}
        type="search"
        size="small"
        fullWidth
        autoComplete="off"
        sx={{ mb: 2 }}
      />
      {query.isPending ? (
        <CompactMemberRowSkeletons label="Loading members" />
      ) : members.length === 0 ? (
        <Typography color="text.secondary">{CommunitiesText.noCommunityMembers}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {members.map((member) => (
            <CompactMemberRow key={member.id} member={member} />
          ))}
        </Box>
      )}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} sx={{ mt: 2 }}>
          Show more
        </Button>
      ) : null}
    </Paper>
  );
}
