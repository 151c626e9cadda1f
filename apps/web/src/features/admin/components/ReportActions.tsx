import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ReportActionTypes, type ReportRow } from '@nexus/contracts';
import { AdminPaths, personName, reportActionsForRow } from '../moderation';
import { useReportAction } from '../queries';
import { ModerationDialog } from './ModerationDialog';

/** The actions that ask first (with an optional note); the others run at once. */
const ASKS: Partial<Record<ReportActionTypes, { title: string; body: (owner: string) => string; destructive: boolean }>> = {
  [ReportActionTypes.DeleteContent]: {
    title: 'Delete this content?',
    body: (owner) => `It is removed everywhere it shows, and ${owner} is told why.`,
    destructive: true,
  },
  [ReportActionTypes.BlockUser]: {
    title: 'Block this member?',
    body: (owner) => `${owner} is signed out everywhere at once, cannot sign in again, and their content is hidden.`,
    destructive: true,
  },
  [ReportActionTypes.SuspendUser]: {
    title: 'Suspend this member?',
    body: (owner) => `${owner} can still sign in and read, but cannot post, comment, react, message, apply or register.`,
    destructive: false,
  },
};

/** Runs report actions: the confirmations, the call with the row's version, View Report's page. */
export function useReportActionRunner() {
  const navigate = useNavigate();
  const mutation = useReportAction();
  const [asking, setAsking] = useState<{ action: ReportActionTypes; report: ReportRow } | null>(null);

  const run = (action: ReportActionTypes, report: ReportRow) => {
    if (action === ReportActionTypes.ViewReport) {
      void navigate(AdminPaths.report(report.id));
      return;
    }
    if (ASKS[action]) setAsking({ action, report });
    else mutation.mutate({ action, report });
  };

  const ask = asking ? ASKS[asking.action] : undefined;
  const dialog = (
    <ModerationDialog
      open={Boolean(asking)}
      title={ask?.title ?? ''}
      confirmLabel={asking?.action ?? ''}
      destructive={ask?.destructive}
      withDays={asking?.action === ReportActionTypes.SuspendUser}
      busy={mutation.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={({ note, days }) => {
        if (!asking) return;
        mutation.mutate({ ...asking, note, days }, { onSettled: () => setAsking(null) });
      }}
    >
      {asking && ask ? ask.body(personName(asking.report.owner)) : null}
    </ModerationDialog>
  );
  return { run, dialog, pending: mutation.isPending ? mutation.variables : undefined };
}

/** The Action column: a menu with the actions that fit the report's status. */
export function ReportActionMenu({
  report,
  onAction,
  disabled,
}: {
  report: ReportRow;
  onAction: (action: ReportActionTypes, report: ReportRow) => void;
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions = reportActionsForRow(report);
  return (
    <>
      <IconButton
        aria-label={`Actions for the report on ${personName(report.owner)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, report);
            }}
            sx={
              action === ReportActionTypes.DeleteContent || action === ReportActionTypes.BlockUser
                ? { color: 'error.main' }
                : undefined
            }
          >
            {action}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
