import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeText } from '../../../ui/CodeText';
import { Text } from '@nexus/contracts';

export const TotpSetupLabels = {
  qr: 'QR code for your authenticator app',
  secret: 'Or enter this key in the app',
} as const;

/**
 * A platform admin's first password sign-in (TOTP_SETUP_REQUIRED): the secret as a QR code for an authenticator app
 * and as text to type in. Loaded when first needed: the sign-in form is the first screen.
 */
export function TotpSetup({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="totp-setup-heading" data-testid="totp-setup">
      <Typography id="totp-setup-heading" variant="body2">
        {Text.totpSetupRequired}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* White around the code whatever the theme: scanners need the contrast and the quiet zone. */}
        <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG
            value={otpauthUrl}
            size={160}
            level="M"
            title={TotpSetupLabels.qr}
            role="img"
            aria-label={TotpSetupLabels.qr}
          />
        </Box>
        <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
          <Typography variant="body2" color="text.secondary">
            {TotpSetupLabels.secret}
          </Typography>
          <CodeText code={secret} size={16} testId="totp-secret" />
        </Box>
      </Box>
    </Stack>
  );
}
