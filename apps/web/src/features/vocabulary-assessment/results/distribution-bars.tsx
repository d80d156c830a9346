import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { DistributionRow } from './distribution';
import { levelStyles } from './level-styles';

/** The recharts bar chart; loaded lazily so the rest of the app does not carry it. */
export function DistributionBars({ rows }: { rows: DistributionRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={rows.length * 40 + 16}>
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 56, bottom: 4, left: 0 }}
      >
        <XAxis type="number" domain={[0, 100]} hide />
        <YAxis
          type="category"
          dataKey="level"
          width={36}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'currentColor', fontSize: 14, fontWeight: 600 }}
        />
        <Bar
          dataKey="percent"
          radius={[0, 6, 6, 0]}
          barSize={22}
          isAnimationActive={!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches}
          background={{ fill: 'currentColor', fillOpacity: 0.08, radius: 6 }}
        >
          {rows.map((row) => (
            <Cell key={row.level} fill={levelStyles[row.level].bar} />
          ))}
          <LabelList
            dataKey="percent"
            position="right"
            formatter={(value: unknown) => `${String(value)}%`}
            style={{ fill: 'currentColor', fontSize: 13 }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
