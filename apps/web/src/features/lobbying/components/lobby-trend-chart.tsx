import type { LobbyAnalyticsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Distinct colours for up to ten lines, readable on white. */
const palette = [
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#ca8a04',
  '#db2777',
  '#4b5563',
  '#65a30d',
];

/**
 * The top entries' counts over the years, one line each. Recharts is only in this module, which the lobby page
 * loads lazily (as the dashboard does its chart).
 */
export default function LobbyTrendChart({
  top,
  years,
  measure,
}: {
  top: LobbyAnalyticsReply['top'];
  years: readonly number[];
  /** "Lobbyists" or "Clients": what a point counts. */
  measure: string;
}) {
  // The years the charted entries have registrations in (the public-agency lists reach back further than the
  // private exports, which would draw long runs of zeros).
  const active = top.flatMap((entry) => entry.byYear.filter((item) => item.count > 0).map((item) => item.year));
  const first = Math.min(...active);
  const last = Math.max(...active);
  const data = years
    .filter((year) => year >= first && year <= last)
    .map((year) => {
      const point: Record<string, number> = { year };
      for (const entry of top) point[`e${entry.id}`] = entry.byYear.find((item) => item.year === year)?.count ?? 0;
      return point;
    });
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="year" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} width={32} />
        <Tooltip formatter={(value, name) => [value, `${measure}: ${name}`]} />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        {top.map((entry, index) => (
          <Line
            key={entry.id}
            dataKey={`e${entry.id}`}
            name={entry.name.length > 28 ? `${entry.name.slice(0, 27)}…` : entry.name}
            stroke={palette[index % palette.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
