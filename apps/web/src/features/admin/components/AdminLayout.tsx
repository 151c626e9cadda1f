import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LibraryMusicOutlined from '@mui/icons-material/LibraryMusicOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { AdminPaths } from '../moderation';
import { useLiveReports } from '../queries';

export const ADMIN_NAV_LABEL = 'Admin console';

const NAV = [
  { label: 'Reports', to: AdminPaths.reports, icon: <FlagOutlined /> },
  { label: 'Members', to: AdminPaths.members, icon: <PeopleOutlined /> },
  { label: 'Admin roles', to: AdminPaths.roles, icon: <AdminPanelSettingsOutlined /> },
  { label: 'Music', to: AdminPaths.music, icon: <LibraryMusicOutlined /> },
  { label: 'Pinned post', to: AdminPaths.pinned, icon: <PushPinOutlined /> },
  { label: 'Analytics', to: AdminPaths.analytics, icon: <InsightsOutlined /> },
] as const;

/**
 * The platform admin's console: a left navigation on wider screens, a wrapping row of links on phones; the review
 * queue stays live on every console page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useLiveReports();
  const current = NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
      }}
    >
      <Paper
        component="nav"
        aria-label={ADMIN_NAV_LABEL}
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88, py: 1 }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {ADMIN_NAV_LABEL}
        </Typography>
        <List dense disablePadding>
          {NAV.map((item) => {
            const active = item === current;
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={{ mx: 1, borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : undefined }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box
        component="nav"
        aria-label={ADMIN_NAV_LABEL}
        sx={{ display: { xs: 'flex', md: 'none' }, flexWrap: 'wrap', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {NAV.map((item) => {
          const active = item === current;
          return (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              disableElevation
              aria-current={active ? 'page' : undefined}
              sx={{ borderRadius: 5 }}
            >
              {item.label}
            </Button>
          );
        })}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
