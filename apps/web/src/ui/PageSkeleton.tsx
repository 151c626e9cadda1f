import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PublicLayout } from './PublicLayout';

/** What a page shows while its code arrives: the shape of a heading and a few cards. */
export function PageSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading page" aria-busy="true">
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem', mb: 1 }} />
      <Skeleton variant="text" width="65%" sx={{ mb: 3 }} />
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    </Box>
  );
}

/** A page outside the signed-in frame while its code arrives: the public frame around the skeleton. */
export function PublicPageSkeleton() {
  return (
    <PublicLayout maxWidth="md">
      <PageSkeleton />
    </PublicLayout>
  );
}
