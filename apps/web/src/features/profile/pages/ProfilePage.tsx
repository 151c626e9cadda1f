import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { Text, type Profile } from '@nexus/contracts';
import { PageTitle } from '../../../ui/Page';
import { displayName, roleAtCompany, websiteHref, websiteLabel } from '../../../lib/people/format';
import { Paths } from '../../../lib/postLogin';
import { ConnectionActions, MemberAvatar } from '../../../ui/ConnectionActions';
import { VerifiedEmployeeBadge } from '../../../ui/VerifiedEmployeeBadge';
import { isNotFound, useProfile } from '../../../lib/people/queries';
import { EditProfileDialog } from '../components/EditProfileDialog';
import { ExperienceSection } from '../components/ExperienceSection';
import { EngagementCard, PhotoAndResumeCard, QrCodeCard } from '../components/OwnerCards';
import { OwnerHint, ProseText, SectionCard } from '../components/SectionCard';

export const ProfileLabels = {
  edit: 'Edit profile',
  about: 'About',
  goals: 'Goals',
  details: 'Details',
  resume: 'Resume',
  you: 'You',
  industry: 'Industry',
  expertise: 'Area of expertise',
  levelExperience: 'Level of experience',
  genderIdentity: 'Gender identity',
  ageRange: 'Age range',
  toConnections: 'Go to Connections',
  toFeed: 'Go to your feed',
  retry: 'Try again',
} as const;

export const memberName = (p: Pick<Profile, 'firstName' | 'lastName'>) => displayName(p.firstName, p.lastName) || 'Nexus member';

/** /profile/:id — a member's profile; its owner edits it here. */
export function ProfilePage() {
  const { id } = useParams();
  const query = useProfile(id);
  const navigate = useNavigate();
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    return isNotFound(query.error) ? <ProfileNotFound /> : <ProfileLoadError onRetry={() => void query.refetch()} />;
  }
  return <ProfileView profile={query.data} onBlocked={() => navigate('/connections?tab=blocked', { replace: true })} />;
}

export function ProfileView({ profile, onBlocked, aside }: { profile: Profile; onBlocked: () => void; aside?: ReactNode }) {
  const owner = profile.isOwner;
  return (
    <>
      <PageTitle title={memberName(profile)} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          <ProfileHeader profile={profile} onBlocked={onBlocked} />
          <TextSection
            title={ProfileLabels.about}
            text={profile.aboutMe}
            owner={owner}
            hint="Say who you are and what you care about at work."
          />
          <TextSection
            title={ProfileLabels.goals}
            text={profile.goals}
            owner={owner}
            hint="Share what you are looking for, so the right people can reach you."
          />
          <ExperienceSection profile={profile} />
        </Stack>
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          {owner ? <EngagementCard userId={profile.userId} /> : null}
          {owner ? <PhotoAndResumeCard /> : null}
          <DetailsCard profile={profile} />
          {owner ? <QrCodeCard userId={profile.userId} /> : null}
          {aside}
        </Stack>
      </Box>
    </>
  );
}

function ProfileHeader({ profile, onBlocked }: { profile: Profile; onBlocked: () => void }) {
  const [editing, setEditing] = useState(false);
  const name = memberName(profile);
  const role = roleAtCompany(profile.jobTitle, profile.companyName);
  return (
    <Card component="section" aria-label={`${name}, profile`}>
      <Box
        aria-hidden
        sx={(t) => ({
          height: { xs: 72, md: 104 },
          background: `linear-gradient(120deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
          opacity: t.palette.mode === 'dark' ? 0.55 : 0.9,
        })}
      />
      <CardContent sx={{ pt: 0, px: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <MemberAvatar
            firstName={profile.firstName}
            lastName={profile.lastName}
            image={profile.image}
            size={112}
            sx={{ mt: { xs: -5, md: -7 }, border: 4, borderColor: 'background.paper' }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1.5 }}>
            {profile.isOwner ? (
              <OwnerActions profile={profile} editing={editing} setEditing={setEditing} />
            ) : profile.connection ? (
              <ConnectionActions
                memberId={profile.userId}
                name={name}
                state={profile.connection}
                variant="profile"
                onBlocked={onBlocked}
              />
            ) : null}
          </Box>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {profile.isOwner ? <Chip label={ProfileLabels.you} size="small" color="primary" variant="outlined" /> : null}
          {profile.verifiedEmployer ? <VerifiedEmployeeBadge employer={profile.verifiedEmployer} /> : null}
        </Stack>
        {profile.headline ? (
          <Typography sx={{ mt: 0.5, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>{profile.headline}</Typography>
        ) : profile.isOwner ? (
          <Box sx={{ mt: 0.5 }}>
            <OwnerHint>Add a headline so people know what you do at a glance.</OwnerHint>
          </Box>
        ) : null}
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.75,
            color: 'text.secondary',
          }}
        >
          {role ? <Fact icon={<WorkOutlined />}>{role}</Fact> : null}
          {profile.location ? <Fact icon={<PlaceOutlined />}>{profile.location}</Fact> : null}
          {profile.website ? (
            <Fact icon={<LanguageOutlined />}>
              <Link href={websiteHref(profile.website)} target="_blank" rel="noopener noreferrer nofollow">
                {websiteLabel(profile.website)}
              </Link>
            </Fact>
          ) : null}
          {profile.resumeUrl ? (
            <Fact icon={<DescriptionOutlined />}>
              <Link href={profile.resumeUrl} target="_blank" rel="noopener noreferrer">
                {ProfileLabels.resume}
              </Link>
            </Fact>
          ) : null}
        </Box>
        {profile.connection?.isPending && !profile.connection.isConnection ? (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            {name} asked to connect with you. Accept to add them to your connections.
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function OwnerActions({
  profile,
  editing,
  setEditing,
}: {
  profile: Profile;
  editing: boolean;
  setEditing: (v: boolean) => void;
}) {
  return (
    <>
      <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
        {ProfileLabels.edit}
      </Button>
      <EditProfileDialog profile={profile} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, '& > svg': { fontSize: 20, flexShrink: 0 } }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

function TextSection({ title, text, owner, hint }: { title: string; text: string | null; owner: boolean; hint: string }) {
  if (!text && !owner) return null;
  return <SectionCard title={title}>{text ? <ProseText>{text}</ProseText> : <OwnerHint>{hint}</OwnerHint>}</SectionCard>;
}

function DetailsCard({ profile }: { profile: Profile }) {
  const all: { label: string; value: string | null }[] = [
    { label: ProfileLabels.industry, value: profile.industry },
    { label: ProfileLabels.expertise, value: profile.expertise },
    { label: ProfileLabels.levelExperience, value: profile.levelExperience },
    { label: ProfileLabels.genderIdentity, value: profile.genderIdentity },
    { label: ProfileLabels.ageRange, value: profile.ageRange },
  ];
  const rows = all.filter((r): r is { label: string; value: string } => Boolean(r.value));
  if (rows.length === 0 && !profile.isOwner) return null;
  return (
    <SectionCard title={ProfileLabels.details}>
      {rows.length === 0 ? (
        <OwnerHint>Add your industry, expertise and level of experience to get better suggestions.</OwnerHint>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((r) => (
            <Box key={r.label}>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 600, letterSpacing: '0.02em' }}
              >
                {r.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {r.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

export function ProfileSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading profile"
      role="status"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
      }}
    >
      <Stack spacing={{ xs: 2, md: 3 }}>
        <Card>
          <Skeleton variant="rectangular" height={104} />
          <CardContent>
            <Skeleton variant="circular" width={112} height={112} sx={{ mt: -7 }} />
            <Skeleton width="45%" height={40} sx={{ mt: 1 }} />
            <Skeleton width="70%" />
            <Skeleton width="35%" />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Skeleton width={120} height={32} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      </Stack>
      <Card sx={{ display: { xs: 'none', lg: 'block' } }}>
        <CardContent>
          <Skeleton width={140} height={32} />
          <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** A missing profile, or one across a block: the same clear message either way. */
export function ProfileNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={Text.profileNotFound} />
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 56 }, mb: 1 }}>
        <PersonOffOutlined />
      </Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {Text.profileNotFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The link may be wrong, or this member is no longer available to you.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/connections" variant="contained">
          {ProfileLabels.toConnections}
        </Button>
        <Button component={RouterLink} to={Paths.feed} variant="outlined">
          {ProfileLabels.toFeed}
        </Button>
      </Stack>
    </Paper>
  );
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        This profile could not be loaded
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {Text.serverError}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {ProfileLabels.retry}
      </Button>
    </Paper>
  );
}
