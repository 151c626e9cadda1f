import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { CommunitiesText, PAGE_SIZE, plural, routes, type CommunityDetail } from '@nexus/contracts';
import { api } from '../../../api/client';
import { communityKeys } from '../queries';
import { ChannelFormDialog } from './ChannelFormDialog';

const PAGING = { previous: 'Previous', next: 'Next' } as const;

/** The community's lounges: its channels, 5 a page (§9) with Previous / Next; Create Channel for its admins. */
export function CommunityLounges({ community }: { community: CommunityDetail }) {
  // The cursors of the pages seen so far: index 0 is the first page (no cursor).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [creating, setCreating] = useState(false);
  const page = cursors.length - 1;
  const cursor = cursors[page];
  const query = useQuery({
    queryKey: [...communityKeys.lounges(community.id), cursor ?? null],
    queryFn: () =>
      api.call(
        routes.communities.channels,
        { params: { id: community.id }, query: { pageSize: PAGE_SIZE.lounges, ...(cursor ? { cursor } : {}) } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
  const channels = query.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="community-lounges" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id="community-lounges" variant="h3" component="h2" sx={{ flex: 1 }}>
          {CommunitiesText.lounges}
        </Typography>
        {community.isAdmin ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {CommunitiesText.createChannel}
          </Button>
        ) : null}
      </Stack>
      {query.isPending ? (
        <Stack spacing={1.5} aria-busy aria-label="Loading channels">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : channels.length === 0 ? (
        <Typography color="text.secondary">{CommunitiesText.noLounges}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={CommunitiesText.lounges}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {channels.map((channel) => (
            <Paper component="li" key={channel.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Link
                  component={RouterLink}
                  to={`/channel/${channel.id}`}
                  underline="hover"
                  sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                >
                  # {channel.name}
                </Link>
                {channel.isMember ? <Chip size="small" label="Joined" color="primary" variant="outlined" /> : null}
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {plural(channel.memberCount, 'member', 'members')}
                </Typography>
              </Stack>
              {channel.description ? (
                <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.5 }}>
                  {channel.description}
                </Typography>
              ) : null}
            </Paper>
          ))}
        </Box>
      )}
      {page > 0 || query.data?.nextCursor ? (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button disabled={page === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
            {PAGING.previous}
          </Button>
          <Typography variant="body2" color="text.secondary">
            Page {page + 1}
          </Typography>
          <Button
            disabled={!query.data?.nextCursor || query.isPlaceholderData}
            onClick={() => setCursors((c) => [...c, query.data?.nextCursor ?? undefined])}
          >
            {PAGING.next}
          </Button>
        </Stack>
      ) : null}
      <ChannelFormDialog
        communityId={community.id}
        channel={null}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => setCursors([undefined])}
      />
    </Paper>
  );
}
