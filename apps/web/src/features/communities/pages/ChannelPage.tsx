import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { CommunitiesText, plural, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { EmptyState, MissingState, PageTitle } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { ChannelMembersList } from '../components/ChannelMembersList';
import { ChannelPosts } from '../components/ChannelPosts';
import { ChannelSettingsMenu } from '../components/ChannelSettingsMenu';
import { CommunityLogo } from '../components/CommunityLogo';
import { communityKeys } from '../queries';

/** /channel/{id}: a channel of a community: its details, admin settings, posts with a composer and members. */
export function ChannelPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: communityKeys.channel(id),
    queryFn: () => api.call(routes.channels.get, { params: { id } }, { silent: true }),
    enabled: Boolean(id),
  });
  if (query.isPending) return <ChannelPageSkeleton />;
  if (!query.data) {
    return (
      <MissingState
        icon={<CampaignOutlined />}
        title={CommunitiesText.channelNotFound}
        action={{ to: '/communities', label: 'See communities' }}
      >
        It may have been deleted, or it belongs to a community you have not joined.
      </MissingState>
    );
  }
  const channel = query.data;
  return (
    <>
      <PageTitle title={`# ${channel.name}`} />
      <ChannelHeader channel={channel} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {channel.isMember ? (
          <ChannelPosts channel={channel} />
        ) : (
          <EmptyState icon={<CampaignOutlined />} title={channel.name}>
            {CommunitiesText.joinChannelToSee}
          </EmptyState>
        )}
        <Paper variant="outlined" component="section" aria-labelledby="channel-members" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="channel-members" variant="h3" component="h2" gutterBottom>
            {CommunitiesText.members}
          </Typography>
          <ChannelMembersList channel={channel} />
        </Paper>
      </Box>
    </>
  );
}

function ChannelHeader({ channel }: { channel: Channel }) {
  const queryClient = useQueryClient();
  const membership = useMutation({
    mutationFn: () => api.call(channel.isMember ? routes.channels.leave : routes.channels.join, { params: { id: channel.id } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(communityKeys.channel(channel.id), saved);
      toast.success(saved.isMember ? CommunitiesText.channelJoined : CommunitiesText.channelLeft);
      await queryClient.invalidateQueries({ queryKey: communityKeys.channelMembers(channel.id) });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <CommunityLogo name={channel.community.name} logo={channel.community.logo} size={28} />
        <Link component={RouterLink} to={`/communities/${channel.community.id}`} underline="hover" color="text.secondary">
          {channel.community.name}
        </Link>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            # {channel.name}
          </Typography>
          {channel.description ? (
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{channel.description}</Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="channel-member-count">
            {plural(channel.memberCount, 'member', 'members')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            variant={channel.isMember ? 'outlined' : 'contained'}
            onClick={() => membership.mutate()}
            loading={membership.isPending}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {channel.isMember ? CommunitiesText.leaveChannel : CommunitiesText.joinChannel}
          </Button>
          <ChannelSettingsMenu channel={channel} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function ChannelPageSkeleton() {
  return (
    <Box aria-busy aria-label="Loading channel">
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Skeleton width="20%" />
        <Skeleton width="45%" height={40} />
        <Skeleton width="60%" />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    </Box>
  );
}
