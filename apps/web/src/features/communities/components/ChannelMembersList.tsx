import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChannelMenu, CommunitiesText, PAGE_SIZE, routes, type Channel, type ChannelMember } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';
import { CompactMemberRow, CompactMemberRowSkeletons } from '../../../ui/CompactMemberRow';

/**
 * The channel's members, 20 a page. `manage`: 'remove' gives channel admins Remove from Channel on each member,
 * 'admins' the Admin Settings switch (channel admin or not); none lists only.
 */
export function ChannelMembersList({ channel, manage }: { channel: Channel; manage?: 'remove' | 'admins' }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ChannelMember | null>(null);
  const query = useInfiniteQuery({
    queryKey: communityKeys.channelMembers(channel.id),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.channels.members,
        {
          params: { id: channel.id },
          query: { pageSize: PAGE_SIZE.channelMembers, ...(pageParam ? { cursor: pageParam } : {}) },
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.channelMembers(channel.id) }),
      queryClient.invalidateQueries({ queryKey: communityKeys.channel(channel.id) }),
    ]);
  const remove = useMutation({
    mutationFn: (userId: string) => api.call(routes.channels.removeMember, { params: { id: channel.id, userId } }),
    onSuccess: async () => {
      toast.success(CommunitiesText.memberRemoved);
      setRemoving(null);
      await refresh();
    },
  });
  const setAdmin = useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      api.call(routes.channels.setAdmin, { params: { id: channel.id, userId }, body: { isAdmin } }),
    onSuccess: async (saved) => {
      toast.success(saved.isAdmin ? CommunitiesText.adminGranted : CommunitiesText.adminRevoked);
      await refresh();
    },
  });
  const members = query.data?.pages.flatMap((p) => p.items) ?? [];
  const canManage = channel.isAdmin && manage;

  return (
    <>
      {query.isPending ? (
        <CompactMemberRowSkeletons label="Loading members" />
      ) : members.length === 0 ? (
        <Typography color="text.secondary">{CommunitiesText.noChannelMembers}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={ChannelMenu.viewMembers}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {members.map((m) => {
            const name = displayName(m.member.firstName, m.member.lastName) || 'Member';
            return (
              <CompactMemberRow
                key={m.member.id}
                member={m.member}
                badge={m.isAdmin ? <Chip size="small" label={CommunitiesText.channelAdmin} /> : undefined}
                actions={
                  !canManage ? undefined : manage === 'remove' ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(m)}
                      aria-label={`${ChannelMenu.removeFromChannel}: ${name}`}
                    >
                      {ChannelMenu.removeFromChannel}
                    </Button>
                  ) : (
                    <FormControlLabel
                      label={CommunitiesText.channelAdmin}
                      labelPlacement="start"
                      control={
                        <Switch
                          checked={m.isAdmin}
                          disabled={setAdmin.isPending}
                          onChange={(_, isAdmin) => setAdmin.mutate({ userId: m.member.id, isAdmin })}
                          slotProps={{ input: { 'aria-label': `${CommunitiesText.channelAdmin}: ${name}` } }}
                        />
                      }
                      sx={{ mr: 0, '& .MuiFormControlLabel-label': { display: { xs: 'none', sm: 'block' } } }}
                    />
                  )
                }
              />
            );
          })}
        </Box>
      )}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} sx={{ mt: 2 }}>
          Show more
        </Button>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={ChannelMenu.removeFromChannel}
        okLabel={ChannelMenu.removeFromChannel}
        okColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.member.id)}
      >
        {CommunitiesText.confirmRemoveMember}
      </ConfirmDialog>
    </>
  );
}
