import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Role, USER_STATUSES, type UserStatus } from '@nexus/contracts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { LoadMoreButton, RetryState, MemberStatusChip, PersonLine, ListTable, formatDate } from '../components/bits';
import { AdminPaths, MEMBER_STATUS_LABEL } from '../moderation';
import { useMembers, type MemberFilters } from '../queries';

export const MembersText = {
  title: 'Members',
  description: 'Find a member by name or e-mail; open one to see their reports, status history and sessions.',
  search: 'Search by name or e-mail',
  status: 'Status',
  role: 'Role',
  joinedFrom: 'Joined from',
  joinedTo: 'Joined to',
  any: 'Any',
  caption: 'Members, newest first',
  columns: ['Member', 'Role', 'Status', 'Joined'],
  loadMore: 'Load more',
  empty: 'No members',
  emptyBody: 'No member matches these filters. Try another search.',
  failed: 'The members could not be loaded. Try again in a moment.',
  retry: 'Try again',
} as const;

export const ROLE_LABEL: Record<NonNullable<MemberFilters['role']>, string> = {
  MEMBER: 'Member',
  PARTNER: 'Partner',
  ADMIN: 'Platform admin',
};

/** /admin/members: search (debounced) and filters, newest first, keyset pages. */
export function MembersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [role, setRole] = useState<MemberFilters['role'] | ''>('');
  const [joinedFrom, setJoinedFrom] = useState('');
  const [joinedTo, setJoinedTo] = useState('');
  const keyword = useDebouncedValue(q.trim());
  const filters: MemberFilters = {
    ...(keyword ? { q: keyword } : {}),
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
    ...(joinedFrom ? { joinedFrom } : {}),
    ...(joinedTo ? { joinedTo } : {}),
  };
  const members = useMembers(filters);
  // On a phone the role and sign-up date go under the status: two columns fit, four would scroll.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const columns = phone ? [MembersText.columns[0], MembersText.columns[2]] : MembersText.columns;
  const rows = members.data?.pages.flatMap((p) => p.items) ?? [];
  const T = MembersText;

  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Box
        role="search"
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) repeat(4, minmax(120px, 1fr))' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          size="small"
          type="search"
          label={T.search}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={T.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as UserStatus | '')}
        >
          <MenuItem value="">{T.any}</MenuItem>
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {MEMBER_STATUS_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.role}
          value={role}
          onChange={(e) => setRole(e.target.value as MemberFilters['role'] | '')}
        >
          <MenuItem value="">{T.any}</MenuItem>
          {[Role.Member, Role.Partner, Role.Admin].map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABEL[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={T.joinedFrom}
          value={joinedFrom}
          onChange={(e) => setJoinedFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={T.joinedTo}
          value={joinedTo}
          onChange={(e) => setJoinedTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>

      {members.isError && rows.length === 0 ? (
        <RetryState icon={<PeopleOutlined />} title={T.failed} label={T.retry} retry={members.refetch} />
      ) : !members.isPending && rows.length === 0 ? (
        <EmptyState icon={<PeopleOutlined />} title={T.empty}>
          {T.emptyBody}
        </EmptyState>
      ) : (
        <ListTable caption={T.caption} columns={columns} loading={members.isPending}>
          {rows.map((m) => (
            <TableRow key={m.id} hover>
              <TableCell sx={{ maxWidth: { xs: 200, md: 320 } }}>
                <Link component={RouterLink} to={AdminPaths.member(m.id)} underline="none" color="inherit">
                  <PersonLine person={m} secondary={m.companyName ? `${m.username} · ${m.companyName}` : m.username} />
                </Link>
              </TableCell>
              {phone ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABEL[m.role]}</TableCell>}
              <TableCell>
                <MemberStatusChip status={m.status} until={m.suspendedUntil} />
                {phone ? (
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
                    {`${ROLE_LABEL[m.role]} · ${formatDate(m.createdAt)}`}
                  </Typography>
                ) : null}
              </TableCell>
              {phone ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt)}</TableCell>}
            </TableRow>
          ))}
        </ListTable>
      )}
      <LoadMoreButton query={members} label={T.loadMore} />
    </>
  );
}
