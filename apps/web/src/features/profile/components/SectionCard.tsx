import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A titled card of the profile: an h2 and, on the right, its action (add, edit). */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 36 }}>
          <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1, fontSize: '1.15rem' }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** What an empty section says to its owner. */
export function OwnerHint({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" variant="body2">
      {children}
    </Typography>
  );
}

/** Member-written text: line breaks kept, long words wrapped. */
export function ProseText({ children, variant = 'body1' }: { children: ReactNode; variant?: 'body1' | 'body2' }) {
  return (
    <Typography variant={variant} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
