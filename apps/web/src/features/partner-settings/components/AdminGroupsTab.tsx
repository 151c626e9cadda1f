import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { AdminGroupsText } from '@nexus/contracts';
import { EmptyState } from '../../../ui/Page';
import { AdminGroupCard } from './AdminGroupCard';
import { useAdminGroups, useHeldFunctions } from './AdminGroupData';
import { AdminGroupFormDialog } from './AdminGroupFormDialog';

export const AdminGroupsTabText = {
  title: 'Admin groups',
  description: 'Groups give your admins functions. A disabled group grants nothing.',
  emptyTitle: 'No admin groups',
  loadMore: 'Show more groups',
  notManager: 'You can see the groups; an admin who manages admins can change them.',
} as const;

/** The Admin groups tab of /settings/partner: the partner's groups (10 a page), Create Admin Group, a menu per group. */
export function AdminGroupsTab({ partnerId }: { partnerId: string }) {
  const groups = useAdminGroups(partnerId);
  const held = useHeldFunctions();
  const [creating, setCreating] = useState(false);
  const rows = groups.data?.pages.flatMap((p) => p.items) ?? [];
  const T = AdminGroupsTabText;

  return (
    <Box component="section" aria-labelledby="admin-groups-title">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, mb: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="admin-groups-title" variant="h3" component="h2">
            {T.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {held.isSuccess && !held.canManage ? T.notManager : T.description}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={!held.canManage}>
          {AdminGroupsText.createAdminGroup}
        </Button>
      </Stack>
      {groups.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={T.title}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={108} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState icon={<AdminPanelSettingsOutlinedIcon />} title={T.emptyTitle}>
          {AdminGroupsText.noAdminGroups}
        </EmptyState>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((group) => (
            <AdminGroupCard key={group.id} partnerId={partnerId} group={group} canManage={held.canManage} />
          ))}
        </Stack>
      )}
      {groups.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void groups.fetchNextPage()} loading={groups.isFetchingNextPage}>
            {T.loadMore}
          </Button>
        </Box>
      ) : null}
      <AdminGroupFormDialog partnerId={partnerId} group={null} open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
