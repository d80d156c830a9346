import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AccuracyPoint } from './accuracy';

/** The recharts line; loaded lazily so the rest of the app does not carry it. */
export function AccuracyLine({ points }: { points: AccuracyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={180}>
      <LineChart
        data={points}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
        <XAxis
          dataKey="n"
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'currentColor', fontSize: 12 }}
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 50, 100]}
          tickFormatter={(v: number) => `${v}%`}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'currentColor', fontSize: 12 }}
        />
        <Line
          type="monotone"
          dataKey="accuracy"
          stroke="#6366f1"
          strokeWidth={3}
          dot={{ r: 4, fill: '#6366f1' }}
          isAnimationActive={!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
