import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { SummitPassType, SummitsText, type SummitDetail } from '@nexus/contracts';
import { useRegisterForSummit } from '../queries';
import { dateRange } from '../summitText';

/** The edition's heading: what, when, where, and the member's registration or the Register button. */
export function SummitHero({ summit }: { summit: SummitDetail }) {
  const register = useRegisterForSummit();
  const general = summit.passes.find((p) => p.type === SummitPassType.General);
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 2.5, md: 4 },
        mb: 3,
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.secondary.main, 0.1)})`,
      })}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={summit.productVariant} color="primary" size="small" />
        <Chip
          label={summit.registrationOpen ? SummitsText.registrationOpen : SummitsText.registrationEnded}
          color={summit.registrationOpen ? 'success' : 'default'}
          variant="outlined"
          size="small"
        />
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}>
        {summit.title}
      </Typography>
      {summit.tagline ? (
        <Typography variant="h3" component="p" color="text.secondary" sx={{ mt: 1, fontWeight: 500 }}>
          {summit.tagline}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }} sx={{ mt: 2, color: 'text.secondary' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CalendarMonthOutlined fontSize="small" aria-hidden />
          <Typography component="span">{dateRange(summit.startsAt, summit.endsAt, summit.timeZone)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlaceOutlined fontSize="small" aria-hidden />
          <Typography component="span">
            {summit.venue}, {summit.city}
          </Typography>
        </Stack>
      </Stack>
      {summit.description ? (
        <Typography sx={{ mt: 2, maxWidth: 720, whiteSpace: 'pre-line' }}>{summit.description}</Typography>
      ) : null}
      <Box sx={{ mt: 3 }} aria-live="polite">
        {summit.registration ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
            <CheckCircleOutlined aria-hidden />
            <Typography sx={{ fontWeight: 600 }} data-testid="summit-registered">
              {SummitsText.registered} · {summit.registration.passName}
            </Typography>
          </Stack>
        ) : summit.registrationOpen && general ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              loading={register.isPending}
              onClick={() => register.mutate({ registrationType: summit.registrationType, passType: SummitPassType.General })}
              aria-label={`${SummitsText.register} for ${summit.title}`}
              sx={{ minWidth: 200 }}
            >
              {SummitsText.register}
            </Button>
            <Button href="#passes" variant="outlined" size="large">
              {SummitsText.passes}
            </Button>
          </Stack>
        ) : !summit.registrationOpen ? (
          <Typography color="text.secondary">{SummitsText.registrationClosed}</Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
