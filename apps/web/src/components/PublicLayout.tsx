import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Paths } from '../lib/postLogin';
import { Brand, SkipLink } from './Brand';
import { ThemeToggle } from './ThemeToggle';

/** Frame of the pages seen before signing in. */
export function PublicLayout({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'md' | 'lg' }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Brand to={Paths.root} />
          <Box sx={{ flex: 1 }} />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" tabIndex={-1} maxWidth={maxWidth} sx={{ flex: 1, py: { xs: 3, md: 6 }, outline: 'none' }}>
        {children}
      </Container>
    </Box>
  );
}
