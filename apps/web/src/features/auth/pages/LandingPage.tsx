import { useLayoutEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Text, VISUAL } from '@nexus/contracts';
import { PageTitle } from '../../../ui/Page';
import { PublicLayout } from '../../../ui/PublicLayout';
import { Paths } from '../../../lib/postLogin';
import { useAppConfig } from '../../../lib/appConfig';
import { SignInForm } from '../components/SignInForm';
import { LandingText, removeLandingShell } from '../landingShell';

const partnerButtonSx = {
  width: { xs: '100%', sm: VISUAL.partnerButton.widthPx },
  maxWidth: VISUAL.partnerButton.widthPx,
  minHeight: VISUAL.partnerButton.heightPx,
  borderRadius: `${VISUAL.partnerButton.radiusPx}px`,
  fontSize: '1rem',
} as const;

/** The partner actions' texts are lower case in the contracts; shown with a capital first letter. */
const Capitalised = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'inline-block', '&::first-letter': { textTransform: 'uppercase' } }}>
    {children}
  </Box>
);

/** '/': sign-in starts here (§2), with the partner hints. */
export function LandingPage() {
  const config = useAppConfig();
  // index.html's headline (landingShell.ts) made way for this page in the same frame.
  useLayoutEffect(removeLandingShell, []);
  return (
    <PublicLayout>
      <PageTitle title="Sign in" />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', lg: '1.1fr 0.9fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {LandingText.headline}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, maxWidth: 560 }}>
            {LandingText.intro}
          </Typography>
        </Box>
        <Card sx={{ width: '100%', maxWidth: 480, justifySelf: { lg: 'end' } }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
              Sign in
            </Typography>
            <SignInForm />
          </CardContent>
        </Card>
      </Box>

      <Box
        component="section"
        aria-labelledby="partners-heading"
        sx={{ mt: { xs: 6, md: 10 }, p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'action.hover' }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden>
            <HandshakeOutlined />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography id="partners-heading" variant="h3" component="h2" gutterBottom>
              Partners
            </Typography>
            <Typography color="text.secondary">
              Companies and communities use Nexus to hire, host events and grow their networks.
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="outlined" href={config.marketingSiteUrl} sx={partnerButtonSx}>
              <Capitalised>{Text.seeAllPartners}</Capitalised>
            </Button>
            <Button
              variant="contained"
              component={RouterLink}
              to={`${Paths.signUp}?community=true`}
              state={{ from: Paths.root }}
              sx={partnerButtonSx}
            >
              <Capitalised>{Text.becomeAPartner}</Capitalised>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
