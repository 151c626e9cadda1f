import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Community } from '@nexus/contracts';

export const CommunityScopeLabels = { label: 'Search in', everyone: 'All members' } as const;

/**
 * Narrows a people search to one of the member's communities ('' is everyone): the Connections page's search and the
 * search results page's People tab. Nothing shows for a member of no community.
 */
export function CommunityScopeSelect({
  communities,
  value,
  onChange,
  size,
}: {
  communities: Community[];
  value: string;
  onChange: (communityId: string) => void;
  size?: 'small' | 'medium';
}) {
  if (communities.length === 0) return null;
  return (
    <TextField
      select
      label={CommunityScopeLabels.label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size={size}
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <MenuItem value="">{CommunityScopeLabels.everyone}</MenuItem>
      {communities.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
