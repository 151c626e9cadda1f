import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Brand({ to }: { to: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Nexus home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 20,
          // The mark is a picture of a letter, not text: the link's name ('Nexus home') holds all the text it shows.
          '&::before': { content: '"N"' },
        }}
      />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.01em' }}>
        Nexus
      </Typography>
    </Box>
  );
}

export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
