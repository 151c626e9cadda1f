import Avatar from '@mui/material/Avatar';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';

/** A community's logo, or a groups icon. */
export function CommunityLogo({ name, logo, size }: { name: string; logo: string | null; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={logo ?? undefined}
      alt={logo ? `${name} logo` : ''}
      sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'primary.main' }}
    >
      <GroupsOutlined />
    </Avatar>
  );
}
