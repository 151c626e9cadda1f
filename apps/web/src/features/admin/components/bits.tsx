import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type ModerationPerson,
  REPORT_CATEGORY_LABEL,
  type ReportedContentStatus,
  type ReportRow,
  type UserStatus,
} from '@nexus/contracts';
import { initials } from '../../../lib/people/format';
import { EmptyState } from '../../../ui/Page';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { AdminPaths, MEMBER_STATUS_LABEL, REPORT_STATUS_LABEL, REPORT_TYPE_LABEL, personName } from '../moderation';

const REPORT_STATUS_COLOR = { opened: 'warning', closed: 'default', resolved: 'success' } as const;
const MEMBER_STATUS_COLOR = { active: 'success', suspended: 'warning', blocked: 'error' } as const;

export function ReportStatusChip({ status }: { status: ReportedContentStatus }) {
  return <Chip size="small" variant="outlined" color={REPORT_STATUS_COLOR[status]} label={REPORT_STATUS_LABEL[status]} />;
}

export function MemberStatusChip({ status, until }: { status: UserStatus; until?: string | null }) {
  const label = status === 'suspended' && until ? `Suspended until ${formatDate(until)}` : MEMBER_STATUS_LABEL[status];
  return <Chip size="small" variant="outlined" color={MEMBER_STATUS_COLOR[status]} label={label} />;
}

export function PersonLine({ person, secondary }: { person: ModerationPerson | null; secondary?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar src={person?.image ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 13 }}>
        {person ? initials(person.firstName, person.lastName, person.username[0]?.toUpperCase()) : '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {personName(person)}
        </Typography>
        {secondary ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {secondary}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
/** '26 Nov, 18:05': a queue row's time. */
export const formatShort = (iso: string) => shortFormat.format(new Date(iso));
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** A titled block of a detail page. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h4" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** A plain table of a detail page: caption for screen readers, headers, and a line when there is nothing. */
export function SimpleTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <TableFrame caption={caption} columns={headers}>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableFrame>
    </TableContainer>
  );
}

/**
 * A console list's table (Reports, Members): outlined, a caption for screen readers, its columns' headers, and rows of
 * skeletons while the first page loads; `align` places a column's header (an action column on the right).
 */
export function ListTable({
  caption,
  columns,
  loading,
  align,
  children,
}: {
  caption: string;
  columns: readonly string[];
  loading: boolean;
  align?: (column: string) => 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <TableFrame caption={caption} columns={columns} align={align} busy={loading}>
        {loading ? <TableSkeletonRows columns={columns.length} /> : children}
      </TableFrame>
    </TableContainer>
  );
}

function TableFrame({
  caption,
  columns,
  align,
  busy,
  children,
}: {
  caption: string;
  columns: readonly string[];
  align?: (column: string) => 'left' | 'right';
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Table size="small" aria-busy={busy || undefined}>
      <caption style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>
        <Box component="span" sx={visuallyHidden}>
          {caption}
        </Box>
      </caption>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c} align={align?.(c) ?? 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** Rows of skeleton cells while a table's first page loads. */
export function TableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <TableRow key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <TableCell key={c}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** Reports as SimpleTable rows: when filed (a link to View Report), category, type and status. */
export const reportRows = (reports: ReportRow[]) =>
  reports.map((r) => ({
    key: r.id,
    cells: [
      <Link key="l" component={RouterLink} to={AdminPaths.report(r.id)}>
        {formatDateTime(r.createdAt)}
      </Link>,
      REPORT_CATEGORY_LABEL[r.category],
      REPORT_TYPE_LABEL[r.targetType],
      <ReportStatusChip key="s" status={r.status} />,
    ],
  }));

/** The next keyset page of a list, under it. */
export function LoadMoreButton({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {label}
      </Button>
    </Box>
  );
}

/** A list that could not be read: what failed, and a button to try again. */
export function RetryState({
  icon,
  title,
  label,
  retry,
}: {
  icon: ReactNode;
  title: string;
  label: string;
  retry: () => unknown;
}) {
  return (
    <EmptyState icon={icon} title={title}>
      <Button onClick={() => void retry()} sx={{ mt: 1 }}>
        {label}
      </Button>
    </EmptyState>
  );
}
