import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../ui/Page';
import { roleAtCompany } from '../../../lib/people/format';
import { ConnectionActions, MemberAvatar } from '../../../ui/ConnectionActions';
import { isNotFound, useProfile } from '../../../lib/people/queries';
import { memberName, ProfileLabels, ProfileNotFound } from './ProfilePage';

export const ConnectLabels = {
  viewProfile: 'View full profile',
  ownCode: 'This is your connect page. Share your QR code and people who scan it land here.',
} as const;

/** /connect/:id — where a member's QR code leads: their card and a Connect button. */
export function ConnectPage() {
  const { id } = useParams();
  const query = useProfile(id);
  const navigate = useNavigate();

  if (query.isError && isNotFound(query.error)) return <ProfileNotFound />;

  const profile = query.data;
  const name = profile ? memberName(profile) : '';
  const role = profile ? roleAtCompany(profile.jobTitle, profile.companyName) : null;
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 0, md: 4 } }}>
      <PageTitle title={profile ? `Connect with ${name}` : 'Connect'} />
      <Box
        aria-hidden
        sx={(t) => ({
          height: 88,
          background: `linear-gradient(120deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
          opacity: t.palette.mode === 'dark' ? 0.55 : 0.9,
        })}
      />
      <CardContent sx={{ textAlign: 'center', pt: 0, px: { xs: 2.5, sm: 4 }, '&:last-child': { pb: 4 } }}>
        {profile ? (
          <>
            <MemberAvatar
              firstName={profile.firstName}
              lastName={profile.lastName}
              image={profile.image}
              size={104}
              sx={{ mx: 'auto', mt: -6.5, border: 4, borderColor: 'background.paper' }}
            />
            <Typography variant="h2" component="h1" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {profile.headline ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{profile.headline}</Typography> : null}
            {role || profile.location ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {[role, profile.location].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
            <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
              {profile.isOwner ? (
                <Typography color="text.secondary">{ConnectLabels.ownCode}</Typography>
              ) : profile.connection ? (
                <ConnectionActions
                  memberId={profile.userId}
                  name={name}
                  state={profile.connection}
                  size="large"
                  onBlocked={() => navigate('/connections?tab=blocked', { replace: true })}
                />
              ) : null}
              <Button component={RouterLink} to={`/profile/${profile.userId}`}>
                {ConnectLabels.viewProfile}
              </Button>
            </Stack>
          </>
        ) : query.isError ? (
          <Box sx={{ pt: 3 }}>
            <Typography sx={{ mb: 2 }}>This member could not be loaded right now.</Typography>
            <Button variant="contained" onClick={() => void query.refetch()}>
              {ProfileLabels.retry}
            </Button>
          </Box>
        ) : (
          <Box role="status" aria-busy="true" aria-label="Loading member">
            <Skeleton variant="circular" width={104} height={104} sx={{ mx: 'auto', mt: -6.5 }} />
            <Skeleton width="60%" height={40} sx={{ mx: 'auto', mt: 1.5 }} />
            <Skeleton width="80%" sx={{ mx: 'auto' }} />
            <Skeleton variant="rounded" width={140} height={40} sx={{ mx: 'auto', mt: 3 }} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
