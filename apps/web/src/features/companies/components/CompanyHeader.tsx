import { Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import { PartnerFunction, plural, routes, type CompanyProfile } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { companyKeys } from '../queries';
import { CompanyLogo } from '../../../ui/CompanyLogo';

export const CompanyLabels = {
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  about: 'About',
  followers: 'Followers',
  noAbout: 'This company has not written about itself yet.',
  noFollowers: 'Nobody follows this company yet. Be the first.',
  showMore: 'Show more',
  website: 'Website',
  edit: 'Edit page',
} as const;

/** Banner, logo, name, facts and the Follow / Following button with the follower count. */
export function CompanyHeader({ company }: { company: CompanyProfile }) {
  const { user, functions } = useSession();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async () => {
      if (!user) return;
      if (company.followId) await api.call(routes.partnerFollowers.unfollow, { params: { id: company.followId } });
      else await api.call(routes.partnerFollowers.follow, { params: { partnerId: company.id, userId: user.id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.company(company.id) }),
  });
  const facts = [company.industry, company.size ? `${company.size} employees` : null, company.location].filter(Boolean);
  const count = plural(company.followerCount, 'follower', 'followers');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 3 }}>
      <Box
        role="img"
        aria-label={company.banner ? `${company.name} banner` : undefined}
        aria-hidden={company.banner ? undefined : true}
        sx={(theme) => ({
          height: { xs: 112, md: 180 },
          backgroundColor: theme.palette.primary.main,
          backgroundImage: company.banner
            ? `url("${company.banner.replace(/"/g, '%22')}")`
            : `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        })}
      />
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 3 }}>
        <CompanyLogo
          name={company.name}
          logo={company.logo}
          size={{ xs: 72, md: 104 }}
          sx={{ mt: { xs: -5, md: -7 }, border: 4, borderColor: 'background.paper', boxShadow: 1 }}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: { md: 'flex-end' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h2" component="h1" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
                {company.name}
              </Typography>
              <Chip label={company.type} size="small" sx={{ textTransform: 'capitalize' }} />
            </Stack>
            {facts.length > 0 ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {facts.join(' · ')}
              </Typography>
            ) : null}
            <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" data-testid="follower-count">
                {count}
              </Typography>
              {company.website ? (
                <Link
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  <LanguageOutlined fontSize="small" aria-hidden />
                  {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </Link>
              ) : null}
            </Stack>
          </Box>
          {user?.partnerId === company.id && functions?.includes(PartnerFunction.EditCompanyPage) ? (
            <Button
              component={RouterLink}
              to="/settings/partner?tab=company"
              variant="outlined"
              startIcon={<EditOutlined />}
              sx={{ alignSelf: { xs: 'stretch', md: 'auto' } }}
            >
              {CompanyLabels.edit}
            </Button>
          ) : null}
          {user ? (
            <Button
              variant={company.isFollowing ? 'outlined' : 'contained'}
              startIcon={company.isFollowing ? <CheckOutlined /> : <AddOutlined />}
              onClick={() => toggle.mutate()}
              loading={toggle.isPending}
              aria-pressed={company.isFollowing}
              aria-label={
                company.isFollowing
                  ? `${CompanyLabels.following} ${company.name}, ${count}`
                  : `${CompanyLabels.follow} ${company.name}`
              }
              sx={{ minWidth: 140, alignSelf: { xs: 'stretch', md: 'auto' } }}
            >
              {company.isFollowing ? CompanyLabels.following : CompanyLabels.follow}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Paper>
  );
}
