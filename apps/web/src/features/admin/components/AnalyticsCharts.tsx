import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { AnalyticsMetric, type Analytics } from '@nexus/contracts';
import { METRIC_LABEL, metricsOf } from '../moderation';
import { Section } from './bits';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const tick = (day: string) => dayLabel.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/**
 * The analytics charts (loaded with the Analytics page only: the charting library stays out of every other chunk).
 * Active members, on a larger scale than the rest, get a chart of their own; the activity metrics share one. The
 * drawings are hidden from screen readers: the page gives the same numbers as a table.
 */
export default function AnalyticsCharts({ data }: { data: Analytics }) {
  const days = data.days.map((d) => tick(d.day));
  const metrics = metricsOf(data);
  const activity = metrics.filter((m) => m !== AnalyticsMetric.ActiveMembers);
  const series = (ms: AnalyticsMetric[]) =>
    ms.map((m) => ({
      id: m,
      label: METRIC_LABEL[m],
      data: data.days.map((d) => d.values[m] ?? 0),
      showMark: false,
      curve: 'monotoneX' as const,
    }));
  // Counts are whole numbers: no 0.2 steps on a quiet day.
  const yAxis = [{ tickMinStep: 1, width: 44 }];
  const xAxis = [
    { scaleType: 'point' as const, data: days, tickInterval: (_: unknown, i: number) => i % 7 === 0 || i === days.length - 1 },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {metrics.includes(AnalyticsMetric.ActiveMembers) ? (
        <Section title={METRIC_LABEL.activeMembers}>
          <Box aria-hidden>
            <LineChart
              height={240}
              xAxis={xAxis}
              yAxis={yAxis}
              series={series([AnalyticsMetric.ActiveMembers]).map((s) => ({ ...s, area: true }))}
              hideLegend
              margin={{ left: 0, right: 12, top: 12, bottom: 0 }}
            />
          </Box>
        </Section>
      ) : null}
      {activity.length > 0 ? (
        <Section title="Activity">
          <Box aria-hidden>
            <LineChart
              height={300}
              xAxis={xAxis}
              yAxis={yAxis}
              series={series(activity)}
              margin={{ left: 0, right: 12, top: 12, bottom: 0 }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            Per day, over the last {data.days.length} days.
          </Typography>
        </Section>
      ) : null}
    </Box>
  );
}
