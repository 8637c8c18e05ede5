import { values } from '../content/careers';

/** The company values as a two-column card grid (About and Careers show the same list). */
export function ValueCards() {
  return (
    <div className="mt-10 grid gap-6 sm:grid-cols-2">
      {values.map((value) => (
        <article key={value.title} className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold text-foreground">{value.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
        </article>
      ))}
    </div>
  );
}
