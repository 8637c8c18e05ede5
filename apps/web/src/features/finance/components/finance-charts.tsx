import type { CampaignFinanceSummary } from '@statehouse/shared/finance/finance.schemas';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactMoney, formatMoney } from '../utils/finance-format';

const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The page's two charts: money received per month, and the recipients who received most. Recharts is only in this
 * module, which the page loads lazily.
 */
export default function FinanceCharts({
  summary,
  onRecipient,
}: {
  summary: CampaignFinanceSummary;
  /** Narrow the search to a recipient (its bar). */
  onRecipient: (name: string) => void;
}) {
  const recipients = summary.byRecipient.map((row) => ({
    ...row,
    label: row.name.length > 28 ? `${row.name.slice(0, 27)}…` : row.name,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="min-w-0 rounded-lg border p-3" aria-label="Contributions by month">
        <figcaption className="mb-2 text-sm font-medium">By month</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={summary.byMonth} margin={{ top: 4, right: 8, bottom: 4, left: 4 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="month" tickFormatter={monthLabel} fontSize={11} minTickGap={16} />
            <YAxis tickFormatter={formatCompactMoney} fontSize={11} width={56} />
            <Tooltip
              labelFormatter={(month) => monthLabel(String(month))}
              formatter={(value, _name, item) => [
                `${formatMoney(Number(value))} (${(item.payload as { count: number }).count} gifts)`,
                'Received',
              ]}
            />
            <Bar dataKey="amount" fill="#3b82f6" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="min-w-0 rounded-lg border p-3" aria-label="Top recipients">
        <figcaption className="mb-2 text-sm font-medium">Top recipients</figcaption>
        <ResponsiveContainer width="100%" height={Math.max(120, recipients.length * 26 + 16)}>
          <BarChart data={recipients} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={formatCompactMoney} fontSize={11} />
            <YAxis type="category" dataKey="label" width={150} fontSize={11} tickLine={false} axisLine={false} />
            <Tooltip
              formatter={(value, _name, item) => [
                `${formatMoney(Number(value))} (${(item.payload as { count: number }).count} gifts)`,
                'Received',
              ]}
            />
            <Bar
              dataKey="amount"
              fill="#1d4ed8"
              radius={[0, 3, 3, 0]}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(data) => {
                const bar = data as { payload?: { name?: string }; name?: string };
                const name = bar.payload?.name ?? bar.name;
                if (name) onRecipient(name);
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
