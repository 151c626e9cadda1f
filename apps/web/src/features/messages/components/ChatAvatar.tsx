import { useSyncExternalStore } from 'react';
import Badge from '@mui/material/Badge';
import { MemberAvatar } from '../../../ui/ConnectionActions';
import { onlineUsersStore } from '../../../lib/socket';

/** Whether a member is online: what the socket announced, else what the list said when it loaded. */
export function useOnline(userId: string, fallback = false): boolean {
  const online = useSyncExternalStore(onlineUsersStore.subscribe, onlineUsersStore.getSnapshot, onlineUsersStore.getSnapshot);
  return online.includes(userId) || fallback;
}

/**
 * A chat partner's avatar with the online dot (§2): green when connected. `showOffline` paints the dot red when they
 * are not (the popup's header); the lists show the dot only when online.
 */
export function ChatAvatar({
  userId,
  name,
  image,
  size = 40,
  fallbackOnline = false,
  showOffline = false,
}: {
  userId: string;
  name: string;
  image: string | null;
  size?: number;
  fallbackOnline?: boolean;
  showOffline?: boolean;
}) {
  const online = useOnline(userId, fallbackOnline);
  const [firstName = '', ...rest] = name.split(' ');
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      invisible={!online && !showOffline}
      aria-label={online ? 'Online' : showOffline ? 'Offline' : undefined}
      role={online || showOffline ? 'img' : undefined}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: online ? 'success.main' : 'error.main',
          width: 12,
          height: 12,
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
        },
      }}
    >
      <MemberAvatar firstName={firstName} lastName={rest.join(' ') || null} image={image} size={size} />
    </Badge>
  );
}
