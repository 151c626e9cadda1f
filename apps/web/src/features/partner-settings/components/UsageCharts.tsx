import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { UsageMetrics } from '@nexus/contracts';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface Bar {
  label: string;
  /** The axis label under the bar (a long chart shows every 7th and the last). */
  tick: string;
  value: number;
}

/**
 * A small bar chart in SVG (no chart library: two charts do not earn a dependency). The figures are also given as a
 * table for screen readers; the drawing is hidden from them.
 */
function BarChart({
  title,
  bars,
  unit,
  summary,
  empty,
}: {
  title: string;
  bars: Bar[];
  unit: string;
  summary: string;
  empty: string;
}) {
  const theme = useTheme();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const width = 100;
  const height = 40;
  const gap = bars.length > 12 ? 0.6 : 2;
  const barWidth = (width - gap * (bars.length - 1)) / bars.length;
  const tickEvery = bars.length > 12 ? 7 : 1;
  const centre = (i: number) => ((i * (barWidth + gap) + barWidth / 2) / width) * 100;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {max === 0 ? empty : summary}
      </Typography>
      <Box aria-hidden sx={{ width: '100%' }}>
        <svg viewBox={`0 0 ${width} ${height}`} width="100%" preserveAspectRatio="none" style={{ display: 'block', height: 140 }}>
          <line x1={0} x2={width} y1={height - 0.15} y2={height - 0.15} stroke={theme.palette.divider} strokeWidth={0.3} />
          {bars.map((b, i) => {
            const h = max === 0 ? 0 : (b.value / max) * (height - 2);
            return (
              <rect
                key={b.label}
                x={i * (barWidth + gap)}
                y={height - h}
                width={barWidth}
                height={h}
                rx={0.5}
                fill={theme.palette.primary.main}
              />
            );
          })}
        </svg>
        <Box sx={{ position: 'relative', height: 20, mt: 0.5 }}>
          {bars.map((b, i) =>
            (i % tickEvery === 0 && (tickEvery === 1 || bars.length - 1 - i >= 3)) || i === bars.length - 1 ? (
              <Typography
                key={b.label}
                variant="caption"
                color="text.secondary"
                sx={{ position: 'absolute', left: `${centre(i)}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
              >
                {b.tick}
              </Typography>
            ) : null,
          )}
        </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>
                {b.value} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 120 }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

const day = (iso: string) => String(Number(iso.slice(8, 10)));
const monthShort = (ym: string) => new Date(`${ym}-01T00:00:00Z`).toLocaleDateString('en', { month: 'short', timeZone: 'UTC' });
const monthLong = (ym: string) =>
  new Date(`${ym}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The partner's dashboard: messages per day this month, followers over six months, employees and admins. */
export function UsageCharts({ metrics }: { metrics: UsageMetrics | undefined }) {
  if (!metrics) {
    return (
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }} aria-busy="true">
        <Skeleton variant="rounded" height={220} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={220} sx={{ flex: 1 }} />
      </Box>
    );
  }
  const { employees } = metrics;
  const sent = metrics.messagesPerDay.reduce((sum, d) => sum + d.count, 0);
  const followers = metrics.followersByMonth.at(-1)?.total ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label="Verified employees" value={employees.verified} />
        <Figure label="Employees to verify" value={employees.pending} />
        <Figure label="Admins" value={metrics.admins} />
        <Figure label="Followers" value={followers} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <BarChart
          title="Messages sent per day this month"
          unit="messages"
          summary={`${sent} sent by your people so far this month`}
          empty="No messages sent this month yet"
          bars={metrics.messagesPerDay.map((d) => ({ label: d.date, tick: day(d.date), value: d.count }))}
        />
        <BarChart
          title="Followers over six months"
          unit="followers"
          summary={`${followers} following your company now`}
          empty="No followers yet"
          bars={metrics.followersByMonth.map((m) => ({ label: monthLong(m.month), tick: monthShort(m.month), value: m.total }))}
        />
      </Box>
    </Box>
  );
}
