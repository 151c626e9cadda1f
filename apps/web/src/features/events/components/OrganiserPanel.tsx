import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import { EVENT_EDIT_TYPE_LABEL, EventStatus, EventsText, routes, type EventDetail } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { relativeTime } from '../../../lib/text';
import { ImageUploadButton } from '../../../ui/profile-files';
import { toast } from '../../../ui/toast/toast';
import { useAttendees, useEventEdits, useSettleEvent } from '../queries';
import { EventFormDialog } from './EventFormDialog';
import { TicketsDialog } from './TicketsDialog';

const NEXT_STATUS = {
  [EventStatus.Draft]: { status: EventStatus.Scheduled, label: EventsText.publish, done: EventsText.published },
  [EventStatus.Scheduled]: { status: EventStatus.Live, label: EventsText.goLive, done: EventsText.isLive },
} as const;

/** The organiser's screens of an event: publish / go live, edit, tickets and quotas, attendees, check-in, history. */
export function OrganiserPanel({ event }: { event: EventDetail }) {
  const settle = useSettleEvent();
  const [editing, setEditing] = useState(false);
  const [editingTickets, setEditingTickets] = useState(false);
  const next = event.status === EventStatus.Live ? null : NEXT_STATUS[event.status];
  const setStatus = useMutation({
    mutationFn: (status: typeof EventStatus.Scheduled | typeof EventStatus.Live) =>
      api.call(routes.events.setStatus, { params: { id: event.id }, body: { status } }),
    onSuccess: async (saved) => {
      await settle(saved);
      if (next) toast.success(next.done);
    },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="organise-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="organise-heading" variant="h3" component="h2" sx={{ flex: 1, minWidth: 160 }}>
          {EventsText.organise}
        </Typography>
        {next ? (
          <Button variant="contained" onClick={() => setStatus.mutate(next.status)} loading={setStatus.isPending}>
            {next.label}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {EventsText.editEvent}
        </Button>
        <Button
          variant="outlined"
          startIcon={<QrCodeScannerOutlined />}
          component={RouterLink}
          to={`/events/${event.id}/check-in`}
        >
          {EventsText.checkIn}
        </Button>
      </Stack>
      <Box sx={{ mb: 2 }}>
        <ImageUploadButton
          upload={routes.events.uploadCover.upload}
          labels={{ upload: EventsText.uploadCover, uploading: EventsText.uploadingCover }}
          what="cover image"
          testId="event-cover-file"
          send={(file, onUploadProgress) =>
            api.call(
              routes.events.uploadCover,
              { params: { id: event.id }, file },
              { handleError: true, silent: true, onUploadProgress },
            )
          }
          onUploaded={async (saved) => {
            await settle(saved);
            toast.success(EventsText.coverUploaded);
          }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 700 }}>
          {EventsText.tickets}
        </Typography>
        <Button size="small" onClick={() => setEditingTickets(true)}>
          {EventsText.editTickets}
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto', mb: 3 }}>
        <Table size="small" aria-label={EventsText.tickets} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{EventsText.chooseTicket}</TableCell>
              <TableCell align="right">{EventsText.quota}</TableCell>
              <TableCell align="right">{EventsText.seatsTaken}</TableCell>
              <TableCell align="right">{EventsText.waiting}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {event.tickets.map((t) => (
              <TableRow key={t.type}>
                <TableCell>{t.type}</TableCell>
                <TableCell align="right">{t.quota}</TableCell>
                <TableCell align="right">{t.registered}</TableCell>
                <TableCell align="right">{t.waitlisted}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Attendees eventId={event.id} />
        <EditHistory eventId={event.id} />
      </Box>
      <EventFormDialog partnerId={event.organiser.id} event={event} open={editing} onClose={() => setEditing(false)} />
      <TicketsDialog event={event} open={editingTickets} onClose={() => setEditingTickets(false)} />
    </Paper>
  );
}

export function Attendees({ eventId }: { eventId: string }) {
  const query = useAttendees(eventId);
  const attendees = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box component="section" aria-labelledby="attendees-heading">
      <Typography id="attendees-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {EventsText.attendees}
      </Typography>
      {query.isPending ? (
        <Skeleton role="progressbar" aria-label={`${EventsText.loading} ${EventsText.attendees.toLowerCase()}`} height={48} />
      ) : attendees.length === 0 ? (
        <Typography color="text.secondary">{EventsText.noAttendees}</Typography>
      ) : (
        <List dense aria-label={EventsText.attendees}>
          {attendees.map((a) => (
            <ListItem key={a.member.id} disableGutters>
              <ListItemText
                primary={displayName(a.member.firstName, a.member.lastName)}
                secondary={`${a.ticketType} · ${a.status === 'attended' ? EventsText.attended : EventsText.seatsTaken}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {query.hasNextPage ? (
        <Button size="small" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
    </Box>
  );
}

function EditHistory({ eventId }: { eventId: string }) {
  const query = useEventEdits(eventId);
  const edits = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box component="section" aria-labelledby="history-heading">
      <Typography id="history-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {EventsText.history}
      </Typography>
      {edits.length === 0 ? (
        query.isPending ? (
          <Skeleton role="progressbar" aria-label={`${EventsText.loading} ${EventsText.history.toLowerCase()}`} height={48} />
        ) : (
          <Typography color="text.secondary">{EventsText.noHistory}</Typography>
        )
      ) : (
        <List dense aria-label={EventsText.history}>
          {edits.map((edit) => (
            <ListItem key={edit.id} disableGutters>
              <ListItemText
                primary={`${EVENT_EDIT_TYPE_LABEL[edit.type]}: ${Object.keys(edit.changes).join(', ')}`}
                secondary={`${edit.editor ? displayName(edit.editor.firstName, edit.editor.lastName) : ''} · ${relativeTime(edit.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
