import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export type VoteOptionCount = { option: 'Yes' | 'No' | 'Other' | 'Absent'; count: number };

const optionColours = { Yes: '#15803d', No: '#b91c1c', Other: '#6d28d9', Absent: '#64748b' };

/**
 * The bars of a member's votes by option. Recharts is only in this module, which the Votes tab loads lazily: the
 * member page (its profile first) does not download it.
 */
export default function MemberVotesChart({ chart }: { chart: readonly VoteOptionCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...chart]} layout="vertical" margin={{ left: 8, right: 32 }}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="option" width={56} tickLine={false} axisLine={false} />
        <Bar dataKey="count" radius={3} isAnimationActive={false}>
          {chart.map((entry) => (
            <Cell key={entry.option} fill={optionColours[entry.option]} />
          ))}
          <LabelList dataKey="count" position="right" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
