import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const APP_NAME = 'Nexus';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}

export function PageHeading({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <PageTitle title={title} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}

/** A list (`ul`) of cards: one column on phones, two on tablets, three on desktops. */
export const cardGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** What an area shows when it has nothing yet. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 }, mb: 1 }}>
        {icon}
      </Box>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
    </Paper>
  );
}

/** A page whose subject is not there (a broken link, something deleted): its title, why, and a way on. */
export function MissingState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <>
      <PageTitle title={title} />
      <EmptyState icon={icon} title={title}>
        {children}
        <Box component="span" sx={{ display: 'block', mt: 2 }}>
          <Button component={RouterLink} to={action.to} variant="outlined">
            {action.label}
          </Button>
        </Box>
      </EmptyState>
    </>
  );
}
