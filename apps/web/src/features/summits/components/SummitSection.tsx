import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One part of a summit's page: a heading (its landmark's name), and what it holds or a note that it is empty. */
export function SummitSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of `children` when set. */
  empty?: string | false;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mb: 4, scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
