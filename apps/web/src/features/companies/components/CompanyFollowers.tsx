import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { CompactMemberRow, CompactMemberRowSkeletons } from '../../../ui/CompactMemberRow';
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
        <CompactMemberRowSkeletons label="Loading followers" />
      ) : followers.length === 0 ? (
        <Typography color="text.secondary">{CompanyLabels.noFollowers}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {followers.map(({ followId, member }) => (
            <CompactMemberRow key={followId} member={member} />
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
