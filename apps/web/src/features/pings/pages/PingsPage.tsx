import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { type Notification, PingsText } from '@nexus/contracts';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { PingRow } from '../components/PingRow';
import { useMarkAllPingsRead, useMarkPingRead, usePings, useUnreadPings } from '../queries';

export const PingsLabels = {
  description: 'Mentions, comments, reactions, requests and messages that need your attention.',
  emptyTitle: 'You are all caught up',
  loading: 'Loading pings',
  more: 'Show more',
} as const;

/** Asks for the next page when the end of the list scrolls into view (the button does the same without scrolling). */
function useLoadOnView(load: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '200px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, active]);
  return ref;
}

function PingsSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: 2 }} aria-label={PingsLabels.loading} role="status">
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** /pings: the member's notifications, newest first, with unread state and 'Mark all read'. */
export function PingsPage() {
  const navigate = useNavigate();
  const pings = usePings();
  const unread = useUnreadPings().data?.unreadNotificationsCount ?? 0;
  const markRead = useMarkPingRead();
  const markAll = useMarkAllPingsRead();
  const items = pings.data?.pages.flatMap((p) => p.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pings;
  const sentinel = useLoadOnView(() => void (isFetchingNextPage || fetchNextPage()), hasNextPage);

  const open = (ping: Notification) => {
    if (!ping.read) markRead.mutate(ping.id);
    void navigate(ping.link);
  };

  return (
    <>
      <PageHeading
        title={PingsText.title}
        description={PingsLabels.description}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            {PingsText.markAllRead}
          </Button>
        }
      />
      {pings.isPending ? (
        <Paper variant="outlined">
          <PingsSkeleton />
        </Paper>
      ) : items.length === 0 ? (
        <EmptyState icon={<NotificationsNoneOutlined />} title={PingsLabels.emptyTitle}>
          {PingsText.empty}
        </EmptyState>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 0.5, md: 1 } }}>
          <List aria-label={PingsText.title} disablePadding sx={{ display: 'grid', gap: 0.5 }}>
            {items.map((ping) => (
              <li key={ping.id}>
                <PingRow ping={ping} onOpen={open} />
              </li>
            ))}
          </List>
          {hasNextPage ? (
            <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
              <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {PingsLabels.more}
              </Button>
            </Box>
          ) : null}
        </Paper>
      )}
    </>
  );
}
