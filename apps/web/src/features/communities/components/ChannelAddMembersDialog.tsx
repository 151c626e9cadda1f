import { useQueryClient } from '@tanstack/react-query';
import { ChannelMenu, CommunitiesText, PAGE_SIZE, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { PeoplePickerDialog } from '../../../ui/PeoplePickerDialog';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';
import { CompactMemberRow } from '../../../ui/CompactMemberRow';

const NOBODY = 'Nobody in the community matches that name.';

/** Add Member(s): find members of the community (§7 community search) and add them; others are refused. */
export function ChannelAddMembersDialog({ channel, open, onClose }: { channel: Channel; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const communityId = channel.community.id;

  const add = async (userId: string) => {
    const saved = await api.call(routes.channels.addMembers, { params: { id: channel.id }, body: { userIds: [userId] } });
    queryClient.setQueryData(communityKeys.channel(channel.id), saved);
    toast.success(CommunitiesText.membersAdded);
    await queryClient.invalidateQueries({ queryKey: communityKeys.channelMembers(channel.id) });
  };

  return (
    <PeoplePickerDialog
      open={open}
      onClose={onClose}
      title={ChannelMenu.addMembers}
      searchLabel={CommunitiesText.pickMembers}
      nobody={NOBODY}
      searchesBlank
      searchKey={(term) => [...communityKeys.members(communityId, term), 'pick']}
      search={(term) =>
        api.call(routes.connections.searchCommunity, {
          params: { communityId },
          query: { pageSize: PAGE_SIZE.connectionSearch, ...(term ? { keyword: term } : {}) },
        })
      }
      add={add}
      renderPerson={(person, action) => <CompactMemberRow member={person} actions={action} />}
    />
  );
}
