import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SummitsText, type SummitDetail } from '@nexus/contracts';
import { useRegisterForSummit } from '../queries';
import { passPrice } from '../summitText';
import { SummitSection } from './SummitSection';

/** The passes on sale: price, what they include, how many are left, and a Register button each. */
export function SummitPasses({ summit }: { summit: SummitDetail }) {
  const register = useRegisterForSummit();
  return (
    <SummitSection id="passes" title={SummitsText.passes} empty={summit.passes.length === 0 && SummitsText.noPasses}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
        {summit.passes.map((pass) => {
          const mine = summit.registration?.passType === pass.type;
          const soldOut = pass.remaining === 0;
          return (
            <Paper
              key={pass.type}
              variant="outlined"
              sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, borderColor: mine ? 'success.main' : undefined }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="h3" component="h3">
                  {pass.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{passPrice(pass, SummitsText.free)}</Typography>
              </Box>
              <Typography color="text.secondary" sx={{ flex: 1 }}>
                {pass.description}
              </Typography>
              {pass.remaining !== null ? (
                <Typography variant="body2" color={soldOut ? 'error.main' : 'text.secondary'}>
                  {soldOut ? SummitsText.soldOut : `${pass.remaining} of ${pass.quota} left`}
                </Typography>
              ) : null}
              {mine ? (
                <Chip label={SummitsText.yourPass} color="success" sx={{ alignSelf: 'flex-start' }} />
              ) : summit.registrationOpen && !summit.registration && !soldOut ? (
                <Button
                  variant="outlined"
                  loading={register.isPending && register.variables?.passType === pass.type}
                  disabled={register.isPending}
                  onClick={() => register.mutate({ registrationType: summit.registrationType, passType: pass.type })}
                  aria-label={`Register with the ${pass.name} pass`}
                >
                  {SummitsText.register}
                </Button>
              ) : null}
            </Paper>
          );
        })}
      </Box>
    </SummitSection>
  );
}
