import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeText } from '../../../ui/CodeText';
import { EventsText, type MyRegistration } from '@nexus/contracts';

/** The member's ticket: its QR code (the ticket code, which the organiser's check-in reads) and the code in text. */
export function TicketQr({ registration, title }: { registration: MyRegistration; title: string }) {
  const code = registration.ticketCode;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="your-ticket">
      <Typography id="your-ticket" variant="h3" component="h2" gutterBottom>
        {EventsText.yourTicket}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* White around the code whatever the theme: scanners need the contrast and the quiet zone. */}
        <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG value={code} size={176} level="M" title={`${EventsText.yourTicket}: ${title}`} data-testid="ticket-qr" />
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="body2" color="text.secondary">
            {registration.ticketType} · {registration.status === 'attended' ? EventsText.attended : EventsText.registered}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {EventsText.ticketCode}
          </Typography>
          <CodeText code={code} size={18} testId="ticket-code" />
        </Box>
      </Stack>
    </Paper>
  );
}
