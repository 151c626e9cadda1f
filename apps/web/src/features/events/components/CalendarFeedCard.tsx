import { useState, type FocusEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { EventsText, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast/toast';
import { eventKeys } from '../queries';

/**
 * The member's private iCal feed of the events they registered for. The server keeps only the link's hash, so the
 * link is shown once, when made; a new one revokes the old.
 */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const feed = useQuery({
    queryKey: eventKeys.calendarFeed,
    queryFn: () => api.call(routes.events.calendarFeed, undefined, { silent: true }),
  });
  const make = useMutation({
    mutationFn: () => api.call(routes.events.newCalendarFeed),
    onSuccess: (made) => {
      setUrl(made.url);
      queryClient.setQueryData(eventKeys.calendarFeed, { active: true, createdAt: made.createdAt });
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.call(routes.events.revokeCalendarFeed),
    onSuccess: (done) => {
      setUrl(null);
      queryClient.setQueryData(eventKeys.calendarFeed, { active: false, createdAt: null });
      toast.success(done.message);
    },
  });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    toast.success(EventsText.linkCopied);
  };
  const active = feed.data?.active ?? false;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-feed" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="calendar-feed" variant="h3" component="h2" gutterBottom>
        {EventsText.calendarFeed}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {EventsText.calendarFeedHelp}
      </Typography>
      {url ? (
        <TextField
          value={url}
          label={EventsText.calendarFeed}
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {url ? (
          <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
            {EventsText.copyLink}
          </Button>
        ) : null}
        <Button variant={url ? 'text' : 'contained'} onClick={() => make.mutate()} loading={make.isPending}>
          {active ? EventsText.newCalendarFeed : EventsText.getCalendarFeed}
        </Button>
        {active ? (
          <Button color="error" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            {EventsText.revokeCalendarFeed}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
