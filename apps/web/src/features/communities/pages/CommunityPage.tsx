import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { CommunitiesText, plural, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { EmptyState, MissingState, PageTitle } from '../../../ui/Page';
import { CommunityLogo } from '../components/CommunityLogo';
import { CommunityLounges } from '../components/CommunityLounges';
import { CommunityMembers } from '../components/CommunityMembers';
import { CommunityMembership } from '../components/CommunityMembership';
import { communityKeys } from '../queries';

/** /communities/{id}: a community's about, its lounges (channels, 5 a page) and its members. */
export function CommunityPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: communityKeys.community(id),
    queryFn: () => api.call(routes.communities.get, { params: { id } }, { silent: true }),
    enabled: Boolean(id),
  });
  if (query.isPending) return <CommunityPageSkeleton />;
  if (!query.data) {
    return (
      <MissingState
        icon={<GroupsOutlined />}
        title={CommunitiesText.communityNotFound}
        action={{ to: '/communities', label: 'See all communities' }}
      >
        The link may be broken, or the community may have left Nexus.
      </MissingState>
    );
  }
  const community = query.data;
  return (
    <>
      <PageTitle title={community.name} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <CommunityLogo name={community.name} logo={community.logo} size={72} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {community.name}
            </Typography>
            <Typography color="text.secondary">
              {plural(community.memberCount, 'member', 'members')} · {plural(community.channelCount, 'channel', 'channels')}
            </Typography>
          </Box>
          <CommunityMembership community={community} />
        </Stack>
        <Typography variant="h3" component="h2" sx={{ mt: 2.5, mb: 0.5 }}>
          {CommunitiesText.about}
        </Typography>
        <Typography
          color={community.about ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {community.about ?? 'This community has not written about itself yet.'}
        </Typography>
      </Paper>
      {community.isMember ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <CommunityLounges community={community} />
          <CommunityMembers communityId={community.id} />
        </Box>
      ) : (
        <EmptyState icon={<GroupsOutlined />} title={CommunitiesText.lounges}>
          {CommunitiesText.joinCommunityToSee}
        </EmptyState>
      )}
    </>
  );
}

function CommunityPageSkeleton() {
  return (
    <Box aria-busy aria-label="Loading community">
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" height={40} />
            <Skeleton width="25%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 2 }} />
        <Skeleton width="70%" />
      </Paper>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
