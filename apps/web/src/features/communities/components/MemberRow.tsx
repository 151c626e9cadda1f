import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MemberCard } from '@nexus/contracts';
import { displayName, memberSubtitle } from '../../../lib/people/format';
import { MemberAvatar } from '../../../ui/ConnectionActions';

/** A member in the community and channel lists: avatar, name (to the profile), a second line, and actions. */
export function MemberRow({ member, badge, actions }: { member: MemberCard; badge?: ReactNode; actions?: ReactNode }) {
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
