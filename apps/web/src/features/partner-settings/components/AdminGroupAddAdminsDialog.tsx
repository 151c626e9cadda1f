import { AdminGroupsText, PAGE_SIZE, routes, type AdminRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { memberSubtitle } from '../../../lib/people/format';
import { PeoplePickerDialog } from '../../../ui/PeoplePickerDialog';
import { toast } from '../../../ui/toast/toast';
import { useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupPerson } from './AdminGroupPeople';

export const AddAdminsText = {
  intro: 'Find people of your organisation by name and add them to this group.',
  search: 'Search by name',
  nobody: 'Nobody matches that name.',
} as const;

/** Add Admins: search people by name and add them; the server refuses anyone outside the organisation. */
export function AdminGroupAddAdminsDialog({
  partnerId,
  group,
  open,
  onClose,
}: {
  partnerId: string;
  group: AdminRole;
  open: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshAdminGroups();

  const add = async (userId: string) => {
    await api.call(routes.partnerAdmin.addAdmin, { params: { id: partnerId }, body: { roleId: group.id, userId, partnerId } });
    toast.success(AdminGroupsText.adminAdded);
    await refresh();
  };

  return (
    <PeoplePickerDialog
      open={open}
      onClose={onClose}
      title={`${AdminGroupsText.addAdmins}: ${group.name}`}
      intro={AddAdminsText.intro}
      searchLabel={AddAdminsText.search}
      nobody={AddAdminsText.nobody}
      searchKey={(term) => ['partner-settings', 'admin-groups', 'people', term]}
      search={(term) => api.call(routes.connections.search, { query: { keyword: term, pageSize: PAGE_SIZE.connectionSearch } })}
      add={add}
      renderPerson={(person, action) => (
        <AdminGroupPerson
          firstName={person.firstName}
          lastName={person.lastName}
          image={person.image}
          secondary={memberSubtitle(person)}
          action={action}
        />
      )}
    />
  );
}
