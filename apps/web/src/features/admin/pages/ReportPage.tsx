import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { REPORT_CATEGORY_LABEL, ReportActionTypes, type ReportDetail } from '@nexus/contracts';
import { MissingState, PageHeading } from '../../../ui/Page';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import {
  MemberStatusChip,
  PersonLine,
  ReportStatusChip,
  Section,
  SimpleTable,
  formatDateTime,
  reportRows,
} from '../components/bits';
import { useReportActionRunner } from '../components/ReportActions';
import { AdminPaths, personName, reportActionsForRow, REPORT_TYPE_LABEL } from '../moderation';
import { useReport } from '../queries';

export const ReportPageText = {
  title: 'View Report',
  back: 'Back to reports',
  notFound: 'This report was not found',
  notFoundBody: 'It may have been removed, or the link is wrong.',
  snapshot: 'Content as reported',
  snapshotHelp: 'Kept as it was when reported, even if its author edited or deleted it since.',
  contentState: { visible: 'Visible', hidden: 'Hidden', deleted: 'Deleted' },
  openContent: 'Open where it lives',
  report: 'Report',
  reporter: 'Reported by',
  owner: 'Content owner',
  category: 'Category',
  reason: 'Reason',
  type: 'Type',
  filed: 'Filed',
  assignee: 'Assigned to',
  nobody: 'Nobody yet',
  otherReports: 'Other reports of this content',
  ownerReports: "The owner's reports",
  ownerHistory: "The owner's status history",
  history: 'History',
  noOther: 'No other reports of this content.',
  noOwnerReports: 'No other reports about this owner.',
  noStatusChanges: 'Never suspended or blocked.',
  noHistory: 'Nothing has been done on this report yet.',
} as const;

const T = ReportPageText;

/** An audit log line's action ('assign', 'delete-content'…) as words. */
const eventLabel = (action: string) => {
  const words = action.replace(/[-_]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The detail of an audit log line (note, days…), short. */
const eventDetail = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object')
    .map(([k, v]) => `${k.charAt(0).toUpperCase()}${k.slice(1)}: ${String(v)}`)
    .join(' · ');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.25 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Snapshot({ detail }: { detail: ReportDetail }) {
  const { snapshot, contentState } = detail;
  return (
    <Section
      title={T.snapshot}
      actions={
        <Chip
          size="small"
          label={T.contentState[contentState]}
          color={contentState === 'visible' ? 'success' : contentState === 'hidden' ? 'warning' : 'error'}
          variant="outlined"
        />
      }
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
        {T.snapshotHelp}
      </Typography>
      <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
        {snapshot.title ? (
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {snapshot.title}
          </Typography>
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{snapshot.text}</Typography>
        {snapshot.media.length > 0 ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {snapshot.media.map((m) =>
              m.kind.startsWith('image') ? (
                <Box
                  key={m.url}
                  component="img"
                  src={m.url}
                  alt="Reported image"
                  sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Link key={m.url} href={m.url} target="_blank" rel="noopener">
                  {`${m.kind} file`}
                </Link>
              ),
            )}
          </Box>
        ) : null}
        {snapshot.createdAt ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {`Written ${formatDateTime(snapshot.createdAt)}`}
          </Typography>
        ) : null}
      </Box>
      {snapshot.link ? (
        <Button component={RouterLink} to={snapshot.link} size="small" sx={{ mt: 1.5 }}>
          {T.openContent}
        </Button>
      ) : null}
    </Section>
  );
}

/** /admin/reports/:id: View Report (§2), with the actions that fit its status. */
export function ReportPage() {
  const { id = '' } = useParams();
  const query = useReport(id);
  const runner = useReportActionRunner();

  if (query.isPending) return <PageSkeleton />;
  if (!query.data) {
    return (
      <MissingState icon={<FlagOutlined />} title={T.notFound} action={{ to: AdminPaths.reports, label: T.back }}>
        {T.notFoundBody}
      </MissingState>
    );
  }
  const detail = query.data;
  const { report } = detail;
  const actions = reportActionsForRow(report).filter((a) => a !== ReportActionTypes.ViewReport);

  return (
    <>
      <Button component={RouterLink} to={AdminPaths.reports} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <PageHeading
        title={T.title}
        description={`${report.targetType === 'user' ? 'Member' : `${REPORT_TYPE_LABEL[report.targetType]} by`} ${personName(report.owner)} · ${REPORT_CATEGORY_LABEL[report.category]}`}
        actions={<ReportStatusChip status={report.status} />}
      />
      {actions.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }} aria-label="Report actions" role="group">
          {actions.map((action) => (
            <Button
              key={action}
              variant={
                action === ReportActionTypes.DeleteContent || action === ReportActionTypes.BlockUser ? 'outlined' : 'contained'
              }
              color={action === ReportActionTypes.DeleteContent || action === ReportActionTypes.BlockUser ? 'error' : 'primary'}
              disableElevation
              loading={runner.pending?.action === action}
              disabled={Boolean(runner.pending)}
              onClick={() => runner.run(action, report)}
            >
              {action}
            </Button>
          ))}
        </Stack>
      ) : null}

      <Stack spacing={2}>
        <Section title={T.report}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
          >
            <Fact label={T.owner}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {report.owner ? (
                  <Link component={RouterLink} to={AdminPaths.member(report.owner.id)} underline="none" color="inherit">
                    <PersonLine person={report.owner} secondary={report.ownerType === 'partner' ? 'Partner' : 'Member'} />
                  </Link>
                ) : (
                  <PersonLine person={null} />
                )}
                {detail.ownerStatus ? (
                  <MemberStatusChip status={detail.ownerStatus.status} until={detail.ownerStatus.suspendedUntil} />
                ) : null}
              </Box>
            </Fact>
            <Fact label={T.reporter}>
              <PersonLine person={detail.reporter} />
            </Fact>
            <Fact label={T.category}>{REPORT_CATEGORY_LABEL[report.category]}</Fact>
            <Fact label={T.type}>{REPORT_TYPE_LABEL[report.targetType]}</Fact>
            <Fact label={T.filed}>{formatDateTime(report.createdAt)}</Fact>
            <Fact label={T.assignee}>{report.assignee ? personName(report.assignee) : T.nobody}</Fact>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Fact label={T.reason}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.reason ?? '—'}</Typography>
              </Fact>
            </Box>
          </Box>
        </Section>
        <Snapshot detail={detail} />
        <Section title={T.history}>
          {detail.history.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {T.noHistory}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={T.history}>
              {detail.history.map((event) => (
                <ListItem key={event.id} disableGutters divider>
                  <ListItemText
                    primary={`${eventLabel(event.action)} · ${personName(event.actor)}`}
                    secondary={[formatDateTime(event.createdAt), eventDetail(event.detail)].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title={T.otherReports}>
          <SimpleTable
            caption={T.otherReports}
            headers={['Filed', 'Category', 'Type', 'Status']}
            rows={reportRows(detail.otherReports)}
            empty={T.noOther}
          />
        </Section>
        <Section title={T.ownerReports}>
          <SimpleTable
            caption={T.ownerReports}
            headers={['Filed', 'Category', 'Type', 'Status']}
            rows={reportRows(detail.ownerReports)}
            empty={T.noOwnerReports}
          />
        </Section>
        <Section title={T.ownerHistory}>
          <SimpleTable
            caption={T.ownerHistory}
            headers={['When', 'Status', 'By', 'Reason']}
            rows={detail.ownerStatusHistory.map((c) => ({
              key: c.id,
              cells: [
                formatDateTime(c.createdAt),
                <MemberStatusChip key="s" status={c.status} until={c.until} />,
                personName(c.actor),
                c.reason ?? '—',
              ],
            }))}
            empty={T.noStatusChanges}
          />
        </Section>
      </Stack>
      {runner.dialog}
    </>
  );
}
