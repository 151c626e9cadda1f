import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { type ConnectionState, NO_RELATIONSHIP } from '@nexus/contracts';
import { ConfirmDialog } from './ConfirmDialog';
import { chatStore } from '../lib/chat';
import { useIsDevice } from '../lib/device';
import { Paths } from '../lib/postLogin';
import { connectionView, initials } from '../lib/people/format';
import { PeopleLabels, usePeopleAction, type PeopleAction } from '../lib/people/queries';
import { LazyReportDialog, ReportMenuItem } from './report/ReportMenu';

/** A member's avatar: their picture, else their initials. Decorative: the name is always next to it. */
export function MemberAvatar({
  firstName,
  lastName,
  image,
  size = 48,
  sx,
  ...props
}: { firstName: string | null; lastName: string | null; image: string | null; size?: number } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar
      src={image ?? undefined}
      alt=""
      {...props}
      sx={[{ width: size, height: size, fontSize: size * 0.38, fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}

export interface ConnectionActionsProps {
  memberId: string;
  name: string;
  state: ConnectionState;
  /** 'profile': bigger buttons, Remove connection, and the More menu with Block / Unblock. */
  variant?: 'profile' | 'row';
  /** After the member was blocked (their profile is now a 404 for the viewer). */
  onBlocked?: () => void;
  /** Defaults to medium on the profile, small in rows. */
  size?: 'small' | 'medium' | 'large';
  /** Remove connection (with a confirmation) next to 'Connected'; on the profile by default. */
  showRemove?: boolean;
  /** The 'Pending' / 'Connected' chips; off where the list already says it (the Connections tab). */
  showStatus?: boolean;
}

/** A connection state from what a list already says about the member (a received request, a connection…). */
export function stateOf(partial: Partial<ConnectionState>): ConnectionState {
  return { ...NO_RELATIONSHIP, ...partial };
}

type Confirm = 'remove' | 'block' | null;

/** What the viewer can do about a member, from their connection state. */
export function ConnectionActions({
  memberId,
  name,
  state,
  variant = 'row',
  onBlocked,
  size: sizeProp,
  showRemove = variant === 'profile',
  showStatus = true,
}: ConnectionActionsProps) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const { run, pending } = usePeopleAction(name, {
    onDone: (action) => {
      setConfirm(null);
      if (action.kind === 'block') onBlocked?.();
    },
  });
  const view = connectionView(state);
  const isDevice = useIsDevice();
  const navigate = useNavigate();
  const size = sizeProp ?? (variant === 'profile' ? 'medium' : 'small');
  const chipSize = size === 'small' ? 'small' : 'medium';
  const busy = pending !== null;

  const act = (action: PeopleAction) => void run(action);
  const button = (
    kind: PeopleAction['kind'],
    action: PeopleAction | null,
    label: string,
    extra: Partial<ComponentProps<typeof Button>> = {},
  ) => (
    <Button
      size={size}
      loading={pending === kind}
      disabled={busy && pending !== kind}
      onClick={() => (action ? act(action) : undefined)}
      {...extra}
    >
      {label}
    </Button>
  );

  const messageButton = (
    <Button
      size={size}
      variant={variant === 'profile' && view.kind === 'connected' ? 'contained' : 'outlined'}
      startIcon={<ChatOutlined />}
      onClick={() => {
        chatStore.open(memberId);
        if (isDevice) navigate(Paths.messagesMobile);
      }}
      aria-label={`${PeopleLabels.message} ${name}`}
    >
      {PeopleLabels.message}
    </Button>
  );
  // A partner admin holding DM may also write to a member who is not a connection (unless that member's partner is at
  // its monthly limit): the same button, beside the connection actions.
  const mayMessageWithoutConnection =
    view.kind !== 'connected' && view.kind !== 'blocked' && state.hasMessagePermission && !state.isDmCountMaxed;

  let main: ReactNode;
  switch (view.kind) {
    case 'none':
      main = button('request', { kind: 'request', userId: memberId }, PeopleLabels.connect, {
        variant: 'contained',
        startIcon: <PersonAddAlt1Outlined />,
        'aria-label': `${PeopleLabels.connect} with ${name}`,
      });
      break;
    case 'requesting':
      main = (
        <>
          {showStatus ? (
            <Chip icon={<HourglassEmptyOutlined />} label={PeopleLabels.pending} variant="outlined" size={chipSize} />
          ) : null}
          {view.requestId
            ? button('withdraw', { kind: 'withdraw', requestId: view.requestId }, PeopleLabels.withdraw, {
                variant: 'outlined',
                'aria-label': `${PeopleLabels.withdraw} request to ${name}`,
              })
            : null}
        </>
      );
      break;
    case 'pending':
      main = view.requestId ? (
        <>
          {button('accept', { kind: 'accept', requestId: view.requestId }, PeopleLabels.accept, {
            variant: 'contained',
            'aria-label': `${PeopleLabels.accept} request from ${name}`,
          })}
          {button('decline', { kind: 'decline', requestId: view.requestId }, PeopleLabels.decline, {
            variant: 'outlined',
            'aria-label': `${PeopleLabels.decline} request from ${name}`,
          })}
        </>
      ) : null;
      break;
    case 'connected':
      main = (
        <>
          {messageButton}
          {showStatus ? (
            <Chip icon={<CheckOutlined />} label={PeopleLabels.connected} color="success" variant="outlined" size={chipSize} />
          ) : null}
          {showRemove
            ? button('remove', null, PeopleLabels.remove, {
                variant: 'outlined',
                color: 'inherit',
                onClick: () => setConfirm('remove'),
                'aria-label': `${PeopleLabels.remove} with ${name}`,
              })
            : null}
        </>
      );
      break;
    case 'blocked':
      main = button('unblock', { kind: 'unblock', otherId: memberId }, PeopleLabels.unblock, {
        variant: 'outlined',
        'aria-label': `${PeopleLabels.unblock} ${name}`,
      });
      break;
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {main}
      {mayMessageWithoutConnection ? messageButton : null}
      {variant === 'profile' ? (
        <>
          <IconButton
            aria-label={`${PeopleLabels.more} for ${name}`}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <MoreHoriz />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {view.kind !== 'blocked' ? (
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  setConfirm('block');
                }}
              >
                <ListItemIcon>
                  <BlockOutlined fontSize="small" />
                </ListItemIcon>
                {PeopleLabels.block}
              </MenuItem>
            ) : null}
            <ReportMenuItem
              target={{ type: 'user', id: memberId, name }}
              onChoose={() => {
                setMenuAnchor(null);
                setReporting(true);
              }}
            />
          </Menu>
          <LazyReportDialog open={reporting} target={{ type: 'user', id: memberId, name }} onClose={() => setReporting(false)} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirm === 'remove'}
        title={`Remove ${name} from your connections?`}
        okLabel={PeopleLabels.remove}
        okColor="error"
        busy={pending === 'remove'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act({ kind: 'remove', otherId: memberId })}
      >
        You will no longer be connected with {name}. You can ask to connect again later.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'block'}
        title={`Block ${name}?`}
        okLabel={PeopleLabels.block}
        okColor="error"
        busy={pending === 'block'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act({ kind: 'block', otherId: memberId })}
      >
        You will no longer see each other's profiles or find each other in search, and any connection or request between you ends.
        You can unblock {name} from the Blocked tab of Connections.
      </ConfirmDialog>
    </Stack>
  );
}
