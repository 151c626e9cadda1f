import { createContext, useContext, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Paths } from '../lib/postLogin';
import { Brand, SkipLink } from './Brand';
import { PageTitle } from './Page';
import { ThemeToggle } from './ThemeToggle';

/**
 * True inside the signed-in app shell. Public pages a member also reaches signed in (404, account
 * deletion) are drawn inside the shell then, keeping its navigation, instead of the public bar.
 */
export const InAppShell = createContext(false);

/** Frame of the pages seen before signing in (and, inside the app shell, just its content). */
export function PublicLayout({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'md' | 'lg' }) {
  if (useContext(InAppShell)) return children;
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
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth={maxWidth}
        sx={{ flex: 1, py: { xs: 3, md: 6 }, outline: 'none' }}
      >
        {children}
      </Container>
    </Box>
  );
}

/** A public page that is one centred card with the page's heading (sign in, reset password, SSO callback). */
export function PublicCardPage({
  title,
  heading,
  cardWidth = 480,
  children,
}: {
  title: string;
  heading: ReactNode;
  cardWidth?: number;
  children: ReactNode;
}) {
  return (
    <PublicLayout maxWidth="md">
      <PageTitle title={title} />
      <Card sx={{ maxWidth: cardWidth, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {heading}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
