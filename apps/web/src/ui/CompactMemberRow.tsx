import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberCard } from '@nexus/contracts';
import { displayName, memberSubtitle } from '../lib/people/format';
import { MemberAvatar } from './ConnectionActions';

/** A member in a compact list (a community's or channel's members, a company's followers): avatar, name (to the
 * profile), a second line, and actions. An `li`. */
export function CompactMemberRow({ member, badge, actions }: { member: MemberCard; badge?: ReactNode; actions?: ReactNode }) {
  const subtitle = memberSubtitle(member);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <MemberAvatar firstName={member.firstName} lastName={member.lastName} image={member.image} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/profile/${member.id}`}
            underline="hover"
            color="inherit"
            noWrap
            sx={{ fontWeight: 600 }}
          >
            {displayName(member.firstName, member.lastName) || 'Member'}
          </Link>
          {badge}
        </Box>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}

/** Placeholder rows while a compact list loads. */
export function CompactMemberRowSkeletons({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} aria-busy aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}
