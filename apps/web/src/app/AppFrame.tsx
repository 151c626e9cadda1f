import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { InstallableAppText, Role, ThemeMode, type Partner } from '@nexus/contracts';
import { EventsNavIcon } from '../features/events/components/EventsNavIcon';
import { useNewEventsBadge } from '../features/events/queries';
import { ChatDock, useChatBadge } from '../features/messages/components/ChatDock';
import { MusicWidget } from '../features/music/components/MusicWidget';
import { PINGS_PATH, PingsBellIcon } from '../features/pings/components/PingsBell';
import { AppBarSearchBox, AppBarSearchButton } from '../features/search/components/AppBarSearch';
import { usePingsBell } from '../features/pings/queries';
import { useIsDevice } from '../lib/device';
import { useInstallPrompt } from '../lib/installPrompt';
import { useServiceWorkerNavigation } from '../lib/serviceWorker';
import { displayName, initials } from '../lib/people/format';
import { useLiveConnections } from '../lib/people/queries';
import { Paths } from '../lib/postLogin';
import { SettingsPaths } from '../lib/settingsPaths';
import { useSession } from '../lib/session/useSession';
import { useThemeMode } from '../ui/theme/ThemeModeProvider';
import { Brand, SkipLink } from '../ui/Brand';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { MobileModal } from '../ui/MobileModal';
import { SuspendedBanner } from '../ui/SuspendedBanner';
import { DARK_MODE_LABEL } from '../ui/ThemeToggle';
import { visuallyHidden } from '../ui/visuallyHidden';

export const FrameLabels = {
  accountMenu: 'Account menu',
  navigationMenu: 'Open navigation menu',
  navigation: 'Main navigation',
  pings: 'Pings',
  profile: 'Profile',
  company: 'Company page',
  partnerSettings: 'Partner settings',
  settings: 'Settings',
  summit: 'Summit',
  console: 'Console',
  logOut: 'Log out',
  logOutTitle: 'Log out?',
} as const;

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
  /** Colour when not active (§2: the chat icon is in the accent colour). */
  idleColor?: string;
}

const under = (base: string) => (p: string) => p === base || p.startsWith(`${base}/`);

/** Where a partner account's company page and settings are (§2: /company/{id}, /settings/partner). */
const companyPath = (partnerId: string) => `/company/${partnerId}`;
const PARTNER_SETTINGS = '/settings/partner';

/**
 * The main navigation. A partner account (§6: a user with a partnerId) runs its organisation: its
 * company page and partner settings take the places of the member's connections and communities.
 */
function navItems(
  isDevice: boolean,
  partner: Partner | null,
  badge: { unread: number; newChat: boolean },
  unreadPings: number,
  newEvents: boolean,
  isAdmin: boolean,
): NavItem[] {
  const chat: NavItem = {
    label: 'Chat',
    to: isDevice ? Paths.messagesMobile : Paths.messagesPage,
    // §2: the raw unread count (no cap) on desktop; on a device, a dot for a new chat.
    icon: isDevice ? (
      <Badge color="error" variant="dot" invisible={!badge.newChat} aria-label={badge.newChat ? 'New chat' : undefined}>
        <ChatOutlined />
      </Badge>
    ) : (
      <Badge
        color="error"
        badgeContent={badge.unread}
        max={Number.MAX_SAFE_INTEGER}
        invisible={badge.unread <= 0}
        aria-label={badge.unread > 0 ? `${badge.unread} unread messages` : undefined}
      >
        <ChatOutlined />
      </Badge>
    ),
    idleColor: 'secondary.main',
    // §2: active when the path is the messages page or contains the full chat page path.
    isActive: (p) => p === Paths.messagesMobile || p.includes(Paths.messagesPage),
  };
  const feed = { label: 'Feed', to: Paths.feed, icon: <DynamicFeedOutlined />, isActive: under(Paths.feed) };
  const jobs = { label: 'Jobs', to: '/jobs', icon: <WorkOutlined />, isActive: under('/jobs') };
  const events = { label: 'Events', to: '/events', icon: <EventsNavIcon showBadge={newEvents} />, isActive: under('/events') };
  const pings = { label: 'Pings', to: PINGS_PATH, icon: <PingsBellIcon unread={unreadPings} />, isActive: under(PINGS_PATH) };
  if (partner) {
    return [
      feed,
      { label: 'Company', to: companyPath(partner.id), icon: <ApartmentOutlined />, isActive: under(companyPath(partner.id)) },
      { label: 'Recruit', to: '/recruit', icon: <PersonSearchOutlined />, isActive: under('/recruit') },
      events,
      pings,
      chat,
      { label: 'Partner', to: PARTNER_SETTINGS, icon: <AdminPanelSettingsOutlined />, isActive: under(PARTNER_SETTINGS) },
    ];
  }
  const member = [
    feed,
    { label: 'Connections', to: '/connections', icon: <PeopleOutlined />, isActive: under('/connections') },
    jobs,
    events,
    { label: 'Communities', to: '/communities', icon: <GroupsOutlined />, isActive: under('/communities') },
    pings,
    chat,
  ];
  // A platform admin's console (issue 19 §4); its code loads only when opened.
  if (isAdmin) {
    member.push({
      label: FrameLabels.console,
      to: Paths.adminHome,
      icon: <AdminPanelSettingsOutlined />,
      isActive: under('/admin'),
    });
  }
  return member;
}

/** The signed-in frame: top app bar with navigation and the account menu; connection changes refetch live. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user, partner, logout, setDarkMode } = useSession();
  useLiveConnections();
  const { mode } = useThemeMode();
  const isDevice = useIsDevice();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuId = useId();
  const chatBadge = useChatBadge();
  const unreadPings = usePingsBell(user?.id);
  const newEvents = useNewEventsBadge(Boolean(user));
  const items = navItems(isDevice, partner, chatBadge, unreadPings, newEvents, user?.role === Role.Admin);
  const dark = mode === ThemeMode.Dark;
  const name = displayName(user?.firstName, user?.lastName) || user?.username || '';
  const installPrompt = useInstallPrompt();
  useServiceWorkerNavigation();

  const closeMenu = () => setMenuAnchor(null);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: { xs: 0.5, md: 1 } }}>
          {isDevice ? (
            <IconButton edge="start" aria-label={FrameLabels.navigationMenu} onClick={() => setNavOpen(true)}>
              <Badge color="error" variant="dot" invisible={!chatBadge.newChat}>
                <MenuIcon />
              </Badge>
            </IconButton>
          ) : null}
          <Brand to={Paths.feed} />
          {/* Issue 23 §1: the search box on a desktop; on a phone or tablet, an icon to the search screen. */}
          {!isDevice ? <AppBarSearchBox /> : null}
          <Box sx={{ flex: 1 }} />
          {!isDevice ? (
            <Box component="nav" aria-label={FrameLabels.navigation} sx={{ display: 'flex', gap: 0.5 }}>
              {items.map((item) => {
                const active = item.isActive(pathname);
                return (
                  <Button
                    key={item.label}
                    component={RouterLink}
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    color={active ? 'primary' : 'inherit'}
                    sx={{
                      flexDirection: 'column',
                      minWidth: 84,
                      py: 0.5,
                      gap: 0.25,
                      fontSize: 13,
                      color: active ? 'primary.main' : (item.idleColor ?? 'text.secondary'),
                      borderBottom: 2,
                      borderColor: active ? 'primary.main' : 'transparent',
                      borderRadius: 0,
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </Button>
                );
              })}
            </Box>
          ) : null}
          <MusicWidget />
          {isDevice ? <AppBarSearchButton /> : null}
          {isDevice ? (
            <IconButton
              component={RouterLink}
              to={PINGS_PATH}
              // With the count the badge shows: a name holds the text its control shows (WCAG 2.5.3).
              aria-label={unreadPings > 0 ? `${FrameLabels.pings}, ${unreadPings} unread` : FrameLabels.pings}
            >
              <PingsBellIcon unread={unreadPings} />
            </IconButton>
          ) : null}
          <IconButton
            aria-controls={menuAnchor ? menuId : undefined}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? true : undefined}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
            sx={{ ml: { xs: 0, md: 1 } }}
          >
            {/* Named by its text, not aria-label: the initials the avatar may show are not part of a label. */}
            <Box component="span" sx={visuallyHidden}>
              {FrameLabels.accountMenu}
            </Box>
            <Avatar
              aria-hidden
              src={user?.image ?? undefined}
              alt=""
              sx={{ width: 36, height: 36, fontSize: 15, fontWeight: 600 }}
            >
              {initials(user?.firstName, user?.lastName, user?.username?.[0]?.toUpperCase())}
            </Avatar>
          </IconButton>
        </Toolbar>
      </AppBar>
      <SuspendedBanner />

      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {partner ? partner.name : user?.username}
          </Typography>
        </Box>
        <Divider />
        {partner ? (
          [
            <MenuItem
              key="company"
              onClick={() => {
                closeMenu();
                navigate(companyPath(partner.id));
              }}
            >
              <ListItemIcon>
                <ApartmentOutlined fontSize="small" />
              </ListItemIcon>
              {FrameLabels.company}
            </MenuItem>,
            <MenuItem
              key="partner-settings"
              onClick={() => {
                closeMenu();
                navigate(PARTNER_SETTINGS);
              }}
            >
              <ListItemIcon>
                <AdminPanelSettingsOutlined fontSize="small" />
              </ListItemIcon>
              {FrameLabels.partnerSettings}
            </MenuItem>,
          ]
        ) : (
          <MenuItem
            onClick={() => {
              closeMenu();
              if (user) navigate(`/profile/${user.id}`);
            }}
          >
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            {FrameLabels.profile}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            closeMenu();
            navigate(SettingsPaths.settings);
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {FrameLabels.settings}
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            navigate('/summit');
          }}
        >
          <ListItemIcon>
            <EmojiEventsOutlined fontSize="small" />
          </ListItemIcon>
          {FrameLabels.summit}
        </MenuItem>
        <MenuItem role="menuitemcheckbox" aria-checked={dark} onClick={() => setDarkMode(!dark)}>
          <ListItemIcon>
            <DarkModeOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{DARK_MODE_LABEL}</ListItemText>
          <Switch
            edge="end"
            size="small"
            checked={dark}
            tabIndex={-1}
            aria-hidden
            slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }}
          />
        </MenuItem>
        {installPrompt.installable ? (
          <MenuItem
            onClick={() => {
              closeMenu();
              void installPrompt.install();
            }}
          >
            <ListItemIcon>
              <InstallMobileOutlined fontSize="small" />
            </ListItemIcon>
            {InstallableAppText.install}
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            closeMenu();
            setConfirmLogout(true);
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {FrameLabels.logOut}
        </MenuItem>
      </Menu>

      <MobileModal open={navOpen} title="Menu" onClose={() => setNavOpen(false)}>
        <List component="nav" aria-label={FrameLabels.navigation}>
          {items.map((item) => {
            const active = item.isActive(pathname);
            return (
              <ListItemButton
                key={item.label}
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={() => setNavOpen(false)}
              >
                <ListItemIcon sx={{ color: active ? 'primary.main' : item.idleColor }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            );
          })}
        </List>
      </MobileModal>

      <ConfirmDialog
        open={confirmLogout}
        title={FrameLabels.logOutTitle}
        okLabel={FrameLabels.logOut}
        busy={loggingOut}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setLoggingOut(true);
          void logout().finally(() => {
            setLoggingOut(false);
            setConfirmLogout(false);
          });
        }}
      >
        You can sign back in at any time with your e-mail and password.
      </ConfirmDialog>

      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 4 }, outline: 'none' }}>
        {children}
      </Container>
      <ChatDock />
    </Box>
  );
}
