import Badge from '@mui/material/Badge';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

export const PINGS_PATH = '/pings';

/** The bell with the unread pings count (uncapped, like the chat's). */
export function PingsBellIcon({ unread }: { unread: number }) {
  return (
    <Badge
      color="error"
      badgeContent={unread}
      max={Number.MAX_SAFE_INTEGER}
      invisible={unread <= 0}
      aria-label={unread > 0 ? `${unread} unread pings` : undefined}
      data-testid="pings-badge"
    >
      <NotificationsNoneOutlined />
    </Badge>
  );
}
