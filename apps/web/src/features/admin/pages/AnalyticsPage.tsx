import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { ANALYTICS_AUDIENCES, ANALYTICS_DAYS, AnalyticsAudience, type Analytics } from '@nexus/contracts';
import { saveTextFile } from '../../../lib/download';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { Section, formatDate } from '../components/bits';
import { METRIC_LABEL, analyticsCsv, analyticsFileName, metricsOf } from '../moderation';
import { useAnalytics } from '../queries';

/** The charting library's chunk: asked for as the page opens, alongside the figures, not after them. */
const loadCharts = () => import('../components/AnalyticsCharts');
const AnalyticsCharts = lazy(loadCharts);

export const AnalyticsText = {
  title: 'Analytics',
  description: `Platform figures of the last ${ANALYTICS_DAYS} days, per day.`,
  audience: 'Audience',
  download: 'Download CSV',
  table: 'Figures per day',
  failed: 'The figures could not be loaded. Try again in a moment.',
  retry: 'Try again',
} as const;

export const AUDIENCE_LABEL: Record<AnalyticsAudience, string> = {
  MEMBER: 'Members',
  PARTNER: 'Partners',
  ADMIN: 'Platform admins',
  MEMBER_PARTNER: 'Members and partners',
  ALL: 'Everyone',
};

const number = new Intl.NumberFormat('en-GB');

function Totals({ data }: { data: Analytics }) {
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {metricsOf(data).map((m) => (
        <Paper component="li" key={m} variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography variant="body2" color="text.secondary">
            {METRIC_LABEL[m]}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.2 }}>
            {number.format(data.totals[m] ?? 0)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function FiguresTable({ data }: { data: Analytics }) {
  const metrics = metricsOf(data);
  return (
    <Section title={AnalyticsText.table}>
      {/* Focusable, so the keyboard can scroll it on a narrow screen. */}
      <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label={AnalyticsText.table}>
        <Table size="small" stickyHeader sx={{ minWidth: 560, '& th, & td': { px: 1 } }}>
          <caption style={{ captionSide: 'bottom', textAlign: 'left' }}>
            {`${AUDIENCE_LABEL[data.audience as AnalyticsAudience] ?? data.audience}, ${formatDate(data.from)} to ${formatDate(data.to)}`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Day</TableCell>
              {metrics.map((m) => (
                <TableCell key={m} scope="col" align="right">
                  {METRIC_LABEL[m]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.days.map((d) => (
              <TableRow key={d.day}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(d.day)}
                </TableCell>
                {metrics.map((m) => (
                  <TableCell key={m} align="right">
                    {number.format(d.values[m] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
                Total
              </TableCell>
              {metrics.map((m) => (
                <TableCell key={m} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {number.format(data.totals[m] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Section>
  );
}

const ChartsSkeleton = () => <Skeleton variant="rounded" height={320} sx={{ mb: 2 }} aria-hidden />;

/** /admin/analytics: the audience (§3), the totals as cards, charts, the figures as a table and as CSV. */
export function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('audience');
  const audience = ANALYTICS_AUDIENCES.includes(raw as AnalyticsAudience) ? (raw as AnalyticsAudience) : AnalyticsAudience.All;
  const query = useAnalytics(audience);
  useEffect(() => void loadCharts(), []);
  const data = query.data;
  const T = AnalyticsText;

  return (
    <>
      <PageHeading
        title={T.title}
        description={T.description}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            disabled={!data}
            onClick={() => data && saveTextFile(analyticsCsv(data), analyticsFileName(data.audience, data.to), 'text/csv')}
          >
            {T.download}
          </Button>
        }
      />
      <TextField
        select
        size="small"
        label={T.audience}
        value={audience}
        onChange={(e) => setSearch({ audience: e.target.value }, { replace: true })}
        sx={{ width: { xs: '100%', sm: 260 }, mb: 2 }}
      >
        {ANALYTICS_AUDIENCES.map((a) => (
          <MenuItem key={a} value={a}>
            {AUDIENCE_LABEL[a]}
          </MenuItem>
        ))}
      </TextField>
      {query.isPending ? (
        <Box role="progressbar" aria-label="Loading figures" aria-busy="true">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}>
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={84} />
            ))}
          </Box>
          <ChartsSkeleton />
        </Box>
      ) : !data ? (
        <EmptyState icon={<InsightsOutlined />} title={T.failed}>
          <Button onClick={() => void query.refetch()} sx={{ mt: 1 }}>
            {T.retry}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Totals data={data} />
          <Box sx={{ mb: 2 }}>
            <Suspense fallback={<ChartsSkeleton />}>
              <AnalyticsCharts data={data} />
            </Suspense>
          </Box>
          <FiguresTable data={data} />
        </>
      )}
    </>
  );
}
