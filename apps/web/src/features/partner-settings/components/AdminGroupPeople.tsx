import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { displayName, initials } from '../../../lib/people/format';

/** One person in the admin dialogs: avatar, name, a second line, and an action at the end. */
export function AdminGroupPerson({
  firstName,
  lastName,
  image,
  secondary,
  action,
}: {
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  secondary: string | null;
  action: ReactNode;
}) {
  const name = displayName(firstName, lastName) || secondary || '';
  return (
    <ListItem disableGutters secondaryAction={action} sx={{ pr: 12 }}>
      <ListItemAvatar>
        <Avatar src={image ?? undefined} alt="">
          {initials(firstName, lastName)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={name} secondary={secondary} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
    </ListItem>
  );
}
