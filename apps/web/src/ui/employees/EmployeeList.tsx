import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import type { EmployeeRole } from '@nexus/contracts';
import { EmployeeLabels } from './EmployeeLine';

/**
 * A page of a company's employee roles in its states: rows of skeletons while loading, a warning with a retry when it
 * could not be read (or `refusal` in its place, e.g. a 403), `empty` when there are none, else a list of `row`s.
 */
export function EmployeeList({
  query,
  label,
  empty,
  refusal,
  row,
}: {
  query: UseQueryResult<{ items: EmployeeRole[] }>;
  label: string;
  empty: string;
  refusal?: ReactNode;
  row: (employee: EmployeeRole) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack spacing={2} sx={{ py: 1.5 }} aria-label="Loading employees">
        {[0, 1, 2].map((i) => (
          <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Skeleton variant="text" width="45%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      refusal ?? (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {EmployeeLabels.loadError}
        </Alert>
      )
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary', py: 1.5 }}>
        <BadgeOutlined aria-hidden />
        <Typography>{empty}</Typography>
      </Stack>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {query.data.items.map(row)}
    </Box>
  );
}
