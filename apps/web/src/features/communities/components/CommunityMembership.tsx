import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { CommunitiesText, routes, type CommunityDetail } from '@nexus/contracts';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';

/** Join / Leave for one community; its own account or employee sees no button (they cannot leave). */
export function CommunityMembership({ community, fullWidth }: { community: CommunityDetail; fullWidth?: boolean }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      api.call(community.isMember ? routes.communities.leave : routes.communities.join, { params: { id: community.id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(communityKeys.community(community.id), saved);
      toast.success(saved.isMember ? CommunitiesText.joined : CommunitiesText.left);
      return queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  if (community.isOwn) return null;
  const label = community.isMember ? CommunitiesText.leave : CommunitiesText.join;
  return (
    <Button
      variant={community.isMember ? 'outlined' : 'contained'}
      startIcon={community.isMember ? <CheckOutlined /> : <AddOutlined />}
      onClick={() => toggle.mutate()}
      loading={toggle.isPending}
      fullWidth={fullWidth}
      aria-label={`${label} ${community.name}`}
      sx={{ minWidth: 112 }}
    >
      {label}
    </Button>
  );
}
