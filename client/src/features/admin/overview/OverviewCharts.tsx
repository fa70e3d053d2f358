import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useGetAdminCharts } from '../../../api/generated/admin/admin';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { dayLabel } from './overview';

const axis = { stroke: '#7c7f93', fontSize: 12 };
const tooltipStyle = {
  backgroundColor: '#14151c',
  border: '1px solid #2c2e3a',
  borderRadius: 12,
  direction: 'rtl' as const,
};
const formatTick = (value: number) => formatNumber(value);

/** New accounts and active players per day over 30 days, and the level distribution (recharts). */
export function OverviewCharts() {
  const charts = useGetAdminCharts({ query: { staleTime: 60_000 } });
  const t = ar.adminOverview;
  if (charts.isError) return <p className="text-sm text-blood-300">{t.chartsError}</p>;
  if (!charts.data) return <div className="h-72 animate-pulse rounded-2xl bg-night-900" />;
  const days = charts.data.days.map((day) => ({ ...day, label: dayLabel(day.day) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="overview-charts">
      <section className="min-w-0 rounded-2xl border border-night-800 bg-night-900/60 p-4">
        <h3 className="mb-3 text-lg font-bold text-white">{t.chartsTitle}</h3>
        <div className="h-64" dir="ltr" data-testid="chart-activity">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="#23242e" strokeDasharray="3 3" />
              <XAxis dataKey="label" reversed tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis orientation="right" tick={axis} tickFormatter={formatTick} allowDecimals={false} />
              <Tooltip contentStyle={tooltipStyle} formatter={(value) => formatNumber(Number(value))} />
              <Legend wrapperStyle={{ direction: 'rtl', fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="newAccounts"
                name={t.newAccounts}
                stroke="#f0b43c"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="activePlayers"
                name={t.activePlayers}
                stroke="#34d399"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>
      <section className="min-w-0 rounded-2xl border border-night-800 bg-night-900/60 p-4">
        <h3 className="mb-3 text-lg font-bold text-white">{t.levelsTitle}</h3>
        <div className="h-64" dir="ltr" data-testid="chart-levels">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={charts.data.levels} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="#23242e" strokeDasharray="3 3" />
              <XAxis dataKey="level" reversed tick={axis} tickFormatter={formatTick} />
              <YAxis orientation="right" tick={axis} tickFormatter={formatTick} allowDecimals={false} />
              <Tooltip
                contentStyle={tooltipStyle}
                labelFormatter={(level) => `${t.level} ${formatNumber(Number(level))}`}
                formatter={(value) => [formatNumber(Number(value)), t.characters]}
              />
              <Bar dataKey="count" name={t.characters} fill="#dc2626" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
    </div>
  );
}
