const stats = [
  { value: '50', label: 'States covered' },
  { value: '24/7', label: 'Real-time alerts' },
  { value: '200+', label: 'Events daily' },
  { value: '1000+', label: 'Bills tracked' },
  { value: '10+', label: 'Datasets unified' },
];

export function StatTiles() {
  return (
    <section aria-label="Statehouse in numbers" className="border-b bg-background">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center gap-1 p-4 text-center">
            <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-3xl font-semibold tracking-tight text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
