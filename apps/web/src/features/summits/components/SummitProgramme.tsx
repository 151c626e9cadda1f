import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SummitsText, type SummitDetail, type SummitSession } from '@nexus/contracts';
import { dayAt, timeAt } from '../summitText';
import { SummitSection } from './SummitSection';

/** Sessions by day at the venue, in the order the API gives them (by start time). */
function byDay(sessions: readonly SummitSession[], timeZone: string): [string, SummitSession[]][] {
  const days = new Map<string, SummitSession[]>();
  for (const session of sessions) {
    const day = dayAt(session.startsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days];
}

/** The programme: each day's sessions with their time, track, room and speakers. */
export function SummitProgramme({ summit }: { summit: SummitDetail }) {
  const speakerName = new Map(summit.speakers.map((s) => [s.id, s.name]));
  return (
    <SummitSection id="programme" title={SummitsText.programme} empty={summit.programme.length === 0 && SummitsText.noProgramme}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {SummitsText.localTimes} {summit.city}.
      </Typography>
      {byDay(summit.programme, summit.timeZone).map(([day, sessions]) => (
        <Box key={day} sx={{ mb: 2.5 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {day}
          </Typography>
          <Paper variant="outlined" component="ol" aria-label={day} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {sessions.map((session, i) => (
              <Box
                component="li"
                key={session.eventId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
                  gap: { xs: 0.5, sm: 2 },
                  p: 2,
                  borderTop: i === 0 ? 'none' : 1,
                  borderColor: 'divider',
                }}
              >
                <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <time dateTime={session.startsAt}>{timeAt(session.startsAt, summit.timeZone)}</time>–
                  <time dateTime={session.endsAt}>{timeAt(session.endsAt, summit.timeZone)}</time>
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.title}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
                    {session.track ? <Chip label={session.track} size="small" variant="outlined" /> : null}
                    {session.venue ? (
                      <Typography variant="body2" color="text.secondary">
                        {session.venue}
                      </Typography>
                    ) : null}
                    {session.speakerIds.length > 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {session.speakerIds
                          .map((id) => speakerName.get(id))
                          .filter(Boolean)
                          .join(', ')}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              </Box>
            ))}
          </Paper>
        </Box>
      ))}
    </SummitSection>
  );
}
