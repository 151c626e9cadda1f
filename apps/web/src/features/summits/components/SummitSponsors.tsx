import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUMMIT_SPONSOR_TIER_LABELS, SUMMIT_SPONSOR_TYPES, SummitsText, type SummitDetail } from '@nexus/contracts';
import { SummitSection } from './SummitSection';
import { CompanyLogo } from '../../../ui/CompanyLogo';

/** Sponsors grouped by tier, highest first; the title sponsor's tiles are the largest. */
export function SummitSponsors({ summit }: { summit: SummitDetail }) {
  const tiers = SUMMIT_SPONSOR_TYPES.map((tier) => [tier, summit.sponsors.filter((s) => s.tier === tier)] as const).filter(
    ([, sponsors]) => sponsors.length > 0,
  );
  return (
    <SummitSection id="sponsors" title={SummitsText.sponsors} empty={summit.sponsors.length === 0 && SummitsText.noSponsors}>
      {tiers.map(([tier, sponsors]) => {
        const big = tier === 'title';
        return (
          <Box key={tier} sx={{ mb: 2.5 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {SUMMIT_SPONSOR_TIER_LABELS[tier]}
            </Typography>
            <Box
              component="ul"
              aria-label={SUMMIT_SPONSOR_TIER_LABELS[tier]}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${big ? 320 : 200}px, 1fr))` },
              }}
            >
              {sponsors.map((sponsor) => (
                <Paper
                  component="li"
                  key={sponsor.id}
                  variant="outlined"
                  sx={{ p: big ? 2.5 : 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
                >
                  <CompanyLogo name={sponsor.name} logo={sponsor.logo} size={big ? 64 : 40} />
                  <Typography sx={{ fontWeight: 600, fontSize: big ? '1.25rem' : undefined, overflowWrap: 'anywhere' }}>
                    {sponsor.website ? (
                      <Link href={sponsor.website} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
                        {sponsor.name}
                      </Link>
                    ) : (
                      sponsor.name
                    )}
                  </Typography>
                </Paper>
              ))}
            </Box>
          </Box>
        );
      })}
    </SummitSection>
  );
}
