import type { TrackedProgressBucket } from '@statehouse/shared/dashboard/dashboard.schemas';
import type { ProgressStage } from '@statehouse/shared/dashboard/progress-stages';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A colour a stage keeps in every scope: blues while a bill moves, green once law, red when it died. */
export const stageColors: Record<ProgressStage, string> = {
  introduced: '#94a3b8',
  in_committee: '#60a5fa',
  passed_one_chamber: '#3b82f6',
  passed_both_chambers: '#1d4ed8',
  enacted: '#16a34a',
  failed_or_vetoed: '#dc2626',
};

/**
 * The bars of tracked progress, one a stage, lying down so the stage names read on a phone. Recharts is only in
 * this module, which the dashboard loads lazily: no other page downloads it.
 */
export default function TrackedProgressChart({ stages }: { stages: TrackedProgressBucket[] }) {
  return (
    <ResponsiveContainer width="100%" height={stages.length * 40 + 16}>
      <BarChart data={stages} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis type="category" dataKey="label" width={150} tickLine={false} axisLine={false} fontSize={12} />
        <Tooltip cursor={{ fill: 'rgba(148, 163, 184, 0.15)' }} formatter={(value) => [value, 'Bills']} />
        <Bar dataKey="value" radius={[0, 4, 4, 0]} isAnimationActive={false}>
          {stages.map((bucket) => (
            <Cell key={bucket.stage} fill={stageColors[bucket.stage]} />
          ))}
          <LabelList dataKey="value" position="right" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
