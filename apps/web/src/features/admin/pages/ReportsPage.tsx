import { Fragment } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import {
  REPORT_CATEGORY_LABEL,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  type ReportActionTypes,
  type ReportRow,
  type ReportedContentStatus,
} from '@nexus/contracts';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { LoadMoreButton, RetryState, PersonLine, ReportStatusChip, ListTable, formatShort } from '../components/bits';
import { ReportActionMenu, useReportActionRunner } from '../components/ReportActions';
import { AdminPaths, REPORT_STATUS_LABEL, REPORT_TYPE_LABEL } from '../moderation';
import { useReports, type ReportFilters } from '../queries';

export const ReportsText = {
  title: 'Reports',
  description: 'What members reported, newest first. New reports appear here as they come in.',
  status: 'Status',
  type: 'Type',
  any: 'Any',
  caption: 'Reports, newest first',
  loadMore: 'Load more',
  empty: 'No reports',
  emptyBody: (filters: ReportFilters) => {
    const named = [
      filters.status ? `status ${REPORT_STATUS_LABEL[filters.status].toLowerCase()}` : null,
      filters.type ? `type ${REPORT_TYPE_LABEL[filters.type].toLowerCase()}` : null,
    ].filter(Boolean);
    return named.length > 0
      ? `No reports with ${named.join(' and ')}. Try another filter.`
      : 'Nobody has reported anything yet. Reports appear here as members file them.';
  },
  failed: 'The reports could not be loaded. Try again in a moment.',
  retry: 'Try again',
} as const;

/** §2's columns, exactly. */
export const REPORT_COLUMNS = ['Content Owner', 'Category', 'Reason', 'Type', 'Status', 'Action'] as const;

const filterSx = { width: { xs: 'calc(50% - 6px)', md: 200 } } as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** When and how often: '26 Nov, 18:05 · 3 reports'. */
const filedLine = (row: ReportRow) =>
  `${formatShort(row.createdAt)}${row.reportCount > 1 ? ` · ${row.reportCount} reports` : ''}`;

/**
 * The queue on a phone: a card per report with §2's columns as labelled lines, the Action menu in its corner (a
 * six-column table would hide the actions off screen).
 */
function ReportCards({
  rows,
  loading,
  onAction,
  pendingId,
}: {
  rows: ReportRow[];
  loading: boolean;
  onAction: (action: ReportActionTypes, report: ReportRow) => void;
  pendingId?: string;
}) {
  if (loading) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={ReportsText.caption}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={ReportsText.caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5 }} data-report-id={row.id}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Link
              component={RouterLink}
              to={AdminPaths.report(row.id)}
              underline="none"
              color="inherit"
              sx={{ flex: 1, minWidth: 0 }}
            >
              <PersonLine person={row.owner} secondary={filedLine(row)} />
            </Link>
            <ReportActionMenu report={row} onAction={onAction} disabled={pendingId === row.id} />
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            {(
              [
                [REPORT_COLUMNS[1], REPORT_CATEGORY_LABEL[row.category]],
                [REPORT_COLUMNS[2], row.reason ?? '—'],
                [REPORT_COLUMNS[3], REPORT_TYPE_LABEL[row.targetType]],
                [REPORT_COLUMNS[4], <ReportStatusChip key="s" status={row.status} />],
              ] as const
            ).map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin/reports: the review queue (§2), filtered by status and type (kept in the address), live. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const filters: ReportFilters = {
    status: pick<ReportedContentStatus>(search.get('status'), REPORT_STATUSES),
    type: pick<ReportRow['targetType']>(search.get('type'), REPORT_SUBJECTS),
  };
  const reports = useReports(filters);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const runner = useReportActionRunner();
  const rows = reports.data?.pages.flatMap((p) => p.items) ?? [];
  const T = ReportsText;

  const setFilter = (name: 'status' | 'type', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={T.status}
          value={filters.status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
          sx={filterSx}
        >
          <MenuItem value="">{T.any}</MenuItem>
          {REPORT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {REPORT_STATUS_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.type}
          value={filters.type ?? ''}
          onChange={(e) => setFilter('type', e.target.value)}
          sx={filterSx}
        >
          <MenuItem value="">{T.any}</MenuItem>
          {REPORT_SUBJECTS.map((s) => (
            <MenuItem key={s} value={s}>
              {REPORT_TYPE_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {reports.isError && rows.length === 0 ? (
        <RetryState icon={<FlagOutlined />} title={T.failed} label={T.retry} retry={reports.refetch} />
      ) : !reports.isPending && rows.length === 0 ? (
        <EmptyState icon={<FlagOutlined />} title={T.empty}>
          {T.emptyBody(filters)}
        </EmptyState>
      ) : phone ? (
        <ReportCards rows={rows} loading={reports.isPending} onAction={runner.run} pendingId={runner.pending?.report.id} />
      ) : (
        <ListTable
          caption={T.caption}
          columns={REPORT_COLUMNS}
          loading={reports.isPending}
          align={(c) => (c === 'Action' ? 'right' : 'left')}
        >
          {rows.map((row) => (
            <TableRow key={row.id} hover data-report-id={row.id}>
              <TableCell sx={{ maxWidth: 210 }}>
                <Link component={RouterLink} to={AdminPaths.report(row.id)} underline="none" color="inherit">
                  <PersonLine person={row.owner} secondary={filedLine(row)} />
                </Link>
              </TableCell>
              <TableCell>{REPORT_CATEGORY_LABEL[row.category]}</TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                {row.reason ? (
                  <Typography
                    variant="body2"
                    title={row.reason}
                    sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  >
                    {row.reason}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
              </TableCell>
              <TableCell>{REPORT_TYPE_LABEL[row.targetType]}</TableCell>
              <TableCell>
                <ReportStatusChip status={row.status} />
              </TableCell>
              <TableCell align="right">
                <ReportActionMenu report={row} onAction={runner.run} disabled={runner.pending?.report.id === row.id} />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
      <LoadMoreButton query={reports} label={T.loadMore} />
      {runner.dialog}
    </>
  );
}
