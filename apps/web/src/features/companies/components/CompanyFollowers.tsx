import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { MemberAvatar } from '../../../ui/ConnectionActions';
import { companyKeys } from '../queries';
import { CompanyLabels } from './CompanyHeader';

/** The company's followers, newest first, 6 a page (§9) with 'Show more'. */
export function CompanyFollowers({ partnerId }: { partnerId: string }) {
  const query = useInfiniteQuery({
    queryKey: companyKeys.followers(partnerId),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.partnerFollowers.followers,
        {
          params: { id: partnerId },
          query: {
            pageSize: PAGE_SIZE.followersCompanyView,
            dir: 'desc',
            sort: 'updated_at',
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const followers = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-followers" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="company-followers" variant="h3" component="h2" gutterBottom>
        {CompanyLabels.followers}
      </Typography>
      {query.isPending ? (
        <Stack spacing={1.5} aria-label="Loading followers">
          {[0, 1, 2].map((i) => (
            <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton width="60%" />
            </Stack>
          ))}
        </Stack>
      ) : followers.length === 0 ? (
        <Typography color="text.secondary">{CompanyLabels.noFollowers}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {followers.map(({ followId, member }) => (
            <Box component="li" key={followId} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
              <MemberAvatar firstName={member.firstName} lastName={member.lastName} image={member.image} size={40} />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/profile/${member.id}`}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 600 }}
                >
                  {[member.firstName, member.lastName].filter(Boolean).join(' ') || 'Member'}
                </Link>
                {(member.headline ?? member.jobTitle) ? (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {member.headline ?? member.jobTitle}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} sx={{ mt: 2 }}>
          {CompanyLabels.showMore}
        </Button>
      ) : null}
    </Paper>
  );
}
