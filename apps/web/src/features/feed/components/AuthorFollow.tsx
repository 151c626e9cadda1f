import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { routes, type Post } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { useProfile } from '../../../lib/people/queries';
import { useSession } from '../../../lib/session/useSession';
import { ConnectionActions } from '../../../ui/ConnectionActions';
import { feedKeys } from '../queries';

export const FollowLabels = { follow: 'Follow', following: 'Following' } as const;

/** Follow / Following for the company a post was written as (partner-followers routes). */
function CompanyFollow({ partnerId, name, userId }: { partnerId: string; name: string; userId: string }) {
  const queryClient = useQueryClient();
  const key = feedKeys.companyFollow(partnerId, userId);
  const follow = useQuery({
    queryKey: key,
    queryFn: () => api.call(routes.partnerFollowers.get, { params: { partnerId, userId } }, { silent: true }),
  });
  const toggle = useMutation({
    mutationFn: async () =>
      follow.data
        ? (await api.call(routes.partnerFollowers.unfollow, { params: { id: follow.data.id } }), null)
        : api.call(routes.partnerFollowers.follow, { params: { partnerId, userId } }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  if (follow.isPending) return null;
  const following = Boolean(follow.data);
  return (
    <Button
      size="small"
      variant={following ? 'outlined' : 'contained'}
      startIcon={following ? <CheckOutlined /> : <AddOutlined />}
      onClick={() => toggle.mutate()}
      loading={toggle.isPending}
      aria-pressed={following}
      // The name holds the text the button shows (WCAG 2.5.3), as the company page's does.
      aria-label={`${following ? FollowLabels.following : FollowLabels.follow} ${name}`}
    >
      {following ? FollowLabels.following : FollowLabels.follow}
    </Button>
  );
}

/** Connect with a member through the existing connection actions (their connection state comes with the profile). */
function MemberConnect({ memberId, name }: { memberId: string; name: string }) {
  const profile = useProfile(memberId);
  const state = profile.data?.connection;
  if (!state || state.isConnection) return null;
  return <ConnectionActions memberId={memberId} name={name} state={state} size="small" />;
}

/** On the hashtag page: follow a post's author, a company with Follow, a member with Connect. */
export function AuthorFollow({ post }: { post: Post }) {
  const { user, partner } = useSession();
  if (!user) return null;
  if (post.company) {
    return post.company.id === partner?.id ? null : (
      <CompanyFollow partnerId={post.company.id} name={post.company.name} userId={user.id} />
    );
  }
  if (post.author.id === user.id) return null;
  return (
    <MemberConnect memberId={post.author.id} name={displayName(post.author.firstName, post.author.lastName) || 'this member'} />
  );
}
