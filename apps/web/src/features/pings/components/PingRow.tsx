import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { Notification } from '@nexus/contracts';
import { MemberAvatar } from '../../../ui/ConnectionActions';
import { relativeTime } from '../time';

/** One ping: who, what, when; unread ones are tinted, bold and carry a dot. */
export function PingRow({ ping, onOpen }: { ping: Notification; onOpen: (ping: Notification) => void }) {
  const unread = !ping.read;
  return (
    <ListItemButton
      component="a"
      href={ping.link}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        onOpen(ping);
      }}
      data-unread={unread || undefined}
      sx={{
        gap: 1.5,
        py: 1.5,
        alignItems: 'flex-start',
        borderRadius: 1,
        bgcolor: unread ? 'action.selected' : undefined,
      }}
    >
      {ping.actor ? (
        <MemberAvatar firstName={ping.actor.firstName} lastName={ping.actor.lastName} image={ping.actor.image} size={44} />
      ) : (
        <Avatar sx={{ width: 44, height: 44 }} alt="">
          <ApartmentOutlined />
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>{ping.text}</Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={ping.createdAt}>
          {relativeTime(ping.createdAt)}
        </Typography>
      </Box>
      {unread ? (
        <Box
          role="img"
          aria-label="Unread"
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, flexShrink: 0 }}
        />
      ) : null}
    </ListItemButton>
  );
}
