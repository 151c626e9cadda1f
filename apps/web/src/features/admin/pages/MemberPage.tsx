import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { MissingState, PageHeading } from '../../../ui/Page';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { MemberStatusChip, PersonLine, Section, SimpleTable, reportRows, formatDate, formatDateTime } from '../components/bits';
import { ModerationDialog } from '../components/ModerationDialog';
import { AdminPaths, MemberAction, memberActionsFor, personName } from '../moderation';
import { useMember, useMemberAction } from '../queries';
import { ROLE_LABEL } from './MembersPage';

export const MemberPageText = {
  back: 'Back to members',
  notFound: 'This member was not found',
  notFoundBody: 'The account may have been deleted, or the link is wrong.',
  reports: 'Reports about this member',
  noReports: 'Nobody has reported this member or their content.',
  statusHistory: 'Status history',
  noStatusChanges: 'Never suspended or blocked.',
  sessions: 'Sessions',
  noSessions: 'No sessions.',
  profile: 'Open profile',
} as const;

const ASK: Record<MemberAction, { title: string; body: string; destructive: boolean }> = {
  [MemberAction.Suspend]: {
    title: 'Suspend this member?',
    body: 'They can still sign in and read, but cannot post, comment, react, message, apply or register.',
    destructive: false,
  },
  [MemberAction.Lift]: { title: 'Lift the suspension?', body: 'They can write again at once.', destructive: false },
  [MemberAction.Block]: {
    title: 'Block this member?',
    body: 'Every session ends and every open page is signed out at once; their content is hidden.',
    destructive: true,
  },
  [MemberAction.Unblock]: {
    title: 'Unblock this member?',
    body: 'They can sign in again; their content shows again.',
    destructive: false,
  },
};

const T = MemberPageText;

/** /admin/members/:userId: the member's reports, status history and sessions; suspend, lift, block, unblock. */
export function MemberPage() {
  const { userId = '' } = useParams();
  const query = useMember(userId);
  const mutation = useMemberAction(userId);
  const [asking, setAsking] = useState<MemberAction | null>(null);

  if (query.isPending) return <PageSkeleton />;
  if (!query.data) {
    return (
      <MissingState icon={<PersonOffOutlined />} title={T.notFound} action={{ to: AdminPaths.members, label: T.back }}>
        {T.notFoundBody}
      </MissingState>
    );
  }
  const { member, reports, statusHistory, sessions } = query.data;
  const ask = asking ? ASK[asking] : null;

  return (
    <>
      <Button component={RouterLink} to={AdminPaths.members} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <PageHeading
        title={personName(member)}
        description={[member.username, ROLE_LABEL[member.role], member.companyName, `Joined ${formatDate(member.createdAt)}`]
          .filter(Boolean)
          .join(' · ')}
        actions={<MemberStatusChip status={member.status} until={member.suspendedUntil} />}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }} role="group" aria-label="Member actions">
        {memberActionsFor(member.status).map((action) => (
          <Button
            key={action}
            variant={action === MemberAction.Block ? 'outlined' : 'contained'}
            color={action === MemberAction.Block ? 'error' : 'primary'}
            disableElevation
            onClick={() => setAsking(action)}
          >
            {action}
          </Button>
        ))}
        <Button component={RouterLink} to={`/profile/${member.id}`}>
          {T.profile}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={T.reports}>
          <SimpleTable
            caption={T.reports}
            headers={['Filed', 'Category', 'Type', 'Status']}
            rows={reportRows(reports)}
            empty={T.noReports}
          />
        </Section>
        <Section title={T.statusHistory}>
          <SimpleTable
            caption={T.statusHistory}
            headers={['When', 'Status', 'By', 'Reason']}
            rows={statusHistory.map((c) => ({
              key: c.id,
              cells: [
                formatDateTime(c.createdAt),
                <MemberStatusChip key="s" status={c.status} until={c.until} />,
                <PersonLine key="p" person={c.actor} />,
                c.reason ?? '—',
              ],
            }))}
            empty={T.noStatusChanges}
          />
        </Section>
        <Section title={T.sessions}>
          <SimpleTable
            caption={T.sessions}
            headers={['Started', 'Device', 'Address', 'Ends', 'Ended']}
            rows={sessions.map((s) => ({
              key: s.id,
              cells: [
                formatDateTime(s.createdAt),
                s.userAgent ?? '—',
                s.ip ?? '—',
                formatDateTime(s.expiresAt),
                s.revokedAt ? formatDateTime(s.revokedAt) : '—',
              ],
            }))}
            empty={T.noSessions}
          />
        </Section>
      </Box>
      <ModerationDialog
        open={Boolean(asking)}
        title={ask?.title ?? ''}
        confirmLabel={asking ?? ''}
        destructive={ask?.destructive}
        withDays={asking === MemberAction.Suspend}
        busy={mutation.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={({ note, days }) => {
          if (!asking) return;
          mutation.mutate({ action: asking, note, days }, { onSettled: () => setAsking(null) });
        }}
      >
        {ask?.body}
      </ModerationDialog>
    </>
  );
}
