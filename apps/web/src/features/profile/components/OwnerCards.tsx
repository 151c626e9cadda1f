import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { countNoun, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { profileKeys } from '../../../lib/people/queries';
import { toast } from '../../../ui/toast/toast';
import { AvatarUpload, ResumeUpload } from '../../../ui/profile-files';
import Stack from '@mui/material/Stack';
import { SectionCard } from './SectionCard';

export const OwnerCardLabels = {
  photoAndResume: 'Photo and resume',
  metrics: 'Your engagement',
  /** Each count's noun, one and other: '1 Follower', '2 Followers'. */
  profileViews: ['Profile view', 'Profile views'],
  connections: ['Connection', 'Connections'],
  followers: ['Follower', 'Followers'],
  qrCode: 'Your QR code',
  qrAlt: 'QR code that opens your connect page',
  qrHelp: 'Let people scan it to open your connect page and ask to connect.',
  copyLink: 'Copy link',
  copied: 'Link copied',
} as const;

/** Profile views, connections and followers of the signed-in member. */
export function EngagementCard({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: profileKeys.metrics(userId),
    queryFn: () => api.call(routes.profiles.engagementMetrics, { params: { id: userId } }, { silent: true }),
  });
  const stats = (
    [
      [OwnerCardLabels.profileViews, query.data?.profileViews],
      [OwnerCardLabels.connections, query.data?.connections],
      [OwnerCardLabels.followers, query.data?.followers],
    ] as const
  ).map(([[one, other], value]) => ({ key: other, label: countNoun(value ?? 0, one, other), value }));
  return (
    <SectionCard title={OwnerCardLabels.metrics}>
      {query.isError ? (
        <Typography variant="body2" color="text.secondary">
          Your numbers could not be loaded right now.
        </Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}>
          {stats.map((s) => (
            <Box key={s.key} sx={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center', minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                {s.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>
                {s.value === undefined ? <Skeleton width={32} sx={{ mx: 'auto' }} /> : s.value.toLocaleString()}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

/** The member's QR code (the server's SVG) and the connect URL it opens. */
export function QrCodeCard({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: profileKeys.qrCode(userId),
    queryFn: () => api.call(routes.profiles.peerQrCode, { params: { id: userId } }, { silent: true }),
    staleTime: Infinity,
  });
  return (
    <SectionCard title={OwnerCardLabels.qrCode}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {OwnerCardLabels.qrHelp}
      </Typography>
      {query.isError ? (
        <Typography variant="body2" color="text.secondary">
          Your QR code could not be loaded right now.
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              width: 184,
              height: 184,
              mx: 'auto',
              p: 1.5,
              borderRadius: 2,
              // The code is dark on white in both themes, so phones can read it.
              bgcolor: '#ffffff',
              border: 1,
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {query.data ? (
              <Box
                component="img"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(query.data.svg)}`}
                alt={OwnerCardLabels.qrAlt}
                sx={{ width: '100%', height: '100%', display: 'block' }}
              />
            ) : (
              <Skeleton variant="rectangular" width={160} height={160} role="progressbar" aria-label="Loading your QR code" />
            )}
          </Box>
          {query.data ? (
            <>
              <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'center', overflowWrap: 'anywhere' }}>
                <Link href={query.data.url}>{query.data.url}</Link>
              </Typography>
              <Box sx={{ textAlign: 'center', mt: 1 }}>
                <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy(query.data.url)}>
                  {OwnerCardLabels.copyLink}
                </Button>
              </Box>
            </>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(OwnerCardLabels.copied);
  } catch {
    // No clipboard (insecure origin, denied): the link above can still be selected and copied.
  }
}

/** The owner's photo and resume: upload with progress; a resume's proposals open by themselves when read. */
export function PhotoAndResumeCard() {
  return (
    <SectionCard title={OwnerCardLabels.photoAndResume}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <AvatarUpload />
        <ResumeUpload />
      </Stack>
    </SectionCard>
  );
}
