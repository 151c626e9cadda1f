import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MemberCard } from '@nexus/contracts';
import { displayName, memberSubtitle } from '../../../lib/people/format';
import { MemberAvatar } from '../../../ui/ConnectionActions';

export const cardName = (m: Pick<MemberCard, 'firstName' | 'lastName'>) => displayName(m.firstName, m.lastName) || 'Nexus member';

/** A member's name as an h3 (a link to their profile unless `link` is false) and, if any, the subtitle under it. */
export function MemberHeading({
  id,
  name,
  subtitle,
  link = true,
}: {
  id: string;
  name: string;
  subtitle: ReactNode;
  link?: boolean;
}) {
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
        {link ? (
          <Link component={RouterLink} to={`/profile/${id}`} color="inherit" underline="hover">
            {name}
          </Link>
        ) : (
          name
        )}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * A member in a list: avatar, name (a link to their profile unless `link` is false), subtitle, an optional meta
 * line and the actions, which go under the text on narrow screens.
 */
export function MemberRow({
  member,
  meta,
  actions,
  link = true,
}: {
  member: MemberCard;
  meta?: ReactNode;
  actions?: ReactNode;
  link?: boolean;
}) {
  const name = cardName(member);
  const subtitle = memberSubtitle(member);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"avatar text" ". actions"', md: '"avatar text actions"' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'avatar', alignSelf: 'start' }}>
        <MemberAvatar firstName={member.firstName} lastName={member.lastName} image={member.image} size={48} />
      </Box>
      <Box sx={{ gridArea: 'text', minWidth: 0 }}>
        <MemberHeading id={member.id} name={name} subtitle={subtitle} link={link} />
        {meta ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
            {meta}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ gridArea: 'actions', justifySelf: { xs: 'start', md: 'end' } }}>{actions}</Box> : null}
    </Box>
  );
}

/** Placeholder rows while a list loads. */
export function MemberRowSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            px: { xs: 2, sm: 3 },
            py: 2,
            borderTop: i ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="65%" />
          </Box>
          <Skeleton variant="rounded" width={88} height={32} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}
