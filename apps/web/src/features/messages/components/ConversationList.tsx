import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TRUNCATE, Text, type ConversationSummary } from '@nexus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { adminLine, previewOf, relativeTime, showsUnreadDot, truncate } from '../chatText';
import { useSentinel } from '../../../lib/useSentinel';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useLatest } from '../queries';
import { ChatAvatar } from './ChatAvatar';

function Row({ row, me, selected, onSelect }: { row: ConversationSummary; me: string; selected: boolean; onSelect: () => void }) {
  const other = row.otherUser;
  const admin = adminLine(other);
  const unread = showsUnreadDot(row, me);
  const name = truncate(other.name, TRUNCATE.name);
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        sx={{ gap: 1.5, py: 1.25, alignItems: 'center' }}
      >
        {/* Named by its content, not aria-label (WCAG 2.5.3): 'Chat with {name}, unread', then the time and the preview. */}
        <ListItemAvatar aria-hidden sx={{ minWidth: 0 }}>
          <ChatAvatar userId={other.id} name={other.name} image={other.image} fallbackOnline={other.online} />
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ fontWeight: unread ? 700 : 600, flex: 1, minWidth: 0 }} noWrap>
              <Box component="span" sx={visuallyHidden}>
                {`Chat with ${other.name}${unread ? ', unread' : ''}`}
              </Box>
              <span aria-hidden>{name}</span>
            </Typography>
            <Typography component="time" dateTime={row.createdAt} variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {relativeTime(row.createdAt)}
            </Typography>
          </Box>
          {admin ? (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {admin}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 600 : 400 }}
              noWrap
            >
              {previewOf(row, me)}
            </Typography>
            {unread ? (
              <Box
                data-testid="unread-dot"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
            ) : null}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function RowSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.25, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" />
            <Skeleton width="80%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The member's conversations, newest first, with infinite scroll and §2's end note. */
export function ConversationList({
  selectedId,
  onSelect,
  label = 'Conversations',
}: {
  selectedId?: string | null;
  onSelect: (otherId: string) => void;
  label?: string;
}) {
  const me = useSession().user?.id ?? '';
  const latest = useLatest();
  const rows = latest.data?.pages.flatMap((p) => p.items) ?? [];
  const sentinel = useSentinel(() => {
    if (latest.hasNextPage && !latest.isFetchingNextPage) void latest.fetchNextPage();
  }, Boolean(latest.hasNextPage));

  if (latest.isPending) return <RowSkeletons />;
  return (
    <Box>
      <List aria-label={label} disablePadding>
        {rows.map((row) => (
          <Row
            key={row.otherUser.id}
            row={row}
            me={me}
            selected={selectedId === row.otherUser.id}
            onSelect={() => onSelect(row.otherUser.id)}
          />
        ))}
      </List>
      {latest.hasNextPage ? (
        <Box ref={sentinel}>
          <RowSkeletons count={1} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {latest.isError ? 'Your messages could not be loaded.' : rows.length ? Text.noMoreMessages : Text.noMessages}
        </Typography>
      )}
    </Box>
  );
}
