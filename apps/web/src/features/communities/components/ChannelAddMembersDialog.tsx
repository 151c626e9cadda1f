import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ChannelMenu, CommunitiesText, PAGE_SIZE, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { displayName } from '../../../lib/people/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';
import { MemberRow } from './MemberRow';

const T = { add: 'Add', added: 'Added', close: 'Close', nobody: 'Nobody in the community matches that name.' } as const;

/** Add Member(s): find members of the community (§7 community search) and add them; others are refused. */
export function ChannelAddMembersDialog({ channel, open, onClose }: { channel: Channel; open: boolean; onClose: () => void }) {
  const isDevice = useIsDevice();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const term = useDebouncedValue(keyword.trim());
  const found = useQuery({
    queryKey: [...communityKeys.members(channel.community.id, term), 'pick'],
    queryFn: () =>
      api.call(routes.connections.searchCommunity, {
        params: { communityId: channel.community.id },
        query: { pageSize: PAGE_SIZE.connectionSearch, ...(term ? { keyword: term } : {}) },
      }),
    enabled: open,
  });

  const add = async (userId: string) => {
    setAdding(userId);
    try {
      const saved = await api.call(routes.channels.addMembers, { params: { id: channel.id }, body: { userIds: [userId] } });
      queryClient.setQueryData(communityKeys.channel(channel.id), saved);
      setAdded((s) => new Set(s).add(userId));
      toast.success(CommunitiesText.membersAdded);
      await queryClient.invalidateQueries({ queryKey: communityKeys.channelMembers(channel.id) });
    } catch {
      // The server's reason is shown as an error toast.
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={isDevice} fullWidth maxWidth="sm" aria-labelledby="channel-add-title">
      <DialogTitle id="channel-add-title">{ChannelMenu.addMembers}</DialogTitle>
      <DialogContent dividers>
        <TextField
          label={CommunitiesText.pickMembers}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          fullWidth
          autoFocus
          type="search"
          autoComplete="off"
        />
        <Stack sx={{ mt: 2 }} aria-live="polite">
          {found.isPending ? (
            <Stack spacing={1} aria-busy="true">
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : (found.data?.items.length ?? 0) === 0 ? (
            <Typography color="text.secondary">{T.nobody}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {found.data!.items.map((person) => {
                const done = added.has(person.id);
                return (
                  <MemberRow
                    key={person.id}
                    member={person}
                    actions={
                      <Button
                        size="small"
                        variant={done ? 'text' : 'outlined'}
                        disabled={done}
                        loading={adding === person.id}
                        onClick={() => void add(person.id)}
                        aria-label={`${done ? T.added : T.add} ${displayName(person.firstName, person.lastName)}`}
                      >
                        {done ? T.added : T.add}
                      </Button>
                    }
                  />
                );
              })}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
