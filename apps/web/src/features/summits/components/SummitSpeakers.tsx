import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SummitsText, type SummitDetail } from '@nexus/contracts';
import { joinParts } from '../../../lib/people/format';
import { initials } from '../summitText';
import { SummitSection } from './SummitSection';

/** The speakers: photo, name (their profile when they are on Nexus), role and a short bio. */
export function SummitSpeakers({ summit }: { summit: SummitDetail }) {
  return (
    <SummitSection id="speakers" title={SummitsText.speakers} empty={summit.speakers.length === 0 && SummitsText.noSpeakers}>
      <Box
        component="ul"
        aria-label={SummitsText.speakers}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {summit.speakers.map((speaker) => (
          <Paper component="li" key={speaker.id} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
            <Avatar
              src={speaker.photo ?? undefined}
              alt=""
              sx={{ width: 64, height: 64, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              {initials(speaker.name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {speaker.memberId ? (
                  <Link component={RouterLink} to={`/profile/${speaker.memberId}`} underline="hover" color="inherit">
                    {speaker.name}
                  </Link>
                ) : (
                  speaker.name
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {joinParts([speaker.title, speaker.company])}
              </Typography>
              {speaker.bio ? (
                <Typography
                  variant="body2"
                  sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {speaker.bio}
                </Typography>
              ) : null}
            </Box>
          </Paper>
        ))}
      </Box>
    </SummitSection>
  );
}
