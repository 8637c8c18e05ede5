import type { ReactNode } from 'react';

/** The title band at the top of every inner marketing page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Shown beside the text on wide screens only (an illustration). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-muted/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_90%_-20%,rgba(15,139,141,0.14),transparent_60%)]"
      />
      <div
        className={`relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8 ${aside ? 'grid items-center gap-12 lg:grid-cols-[3fr_2fr]' : ''}`}
      >
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-highlight uppercase">{eyebrow}</p>}
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl">
            {title}
          </h1>
          {lead && <div className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</div>}
          {children && <div className="mt-8">{children}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}

/** A heading block for a section inside a page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-highlight uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-base text-muted-foreground sm:text-lg">{lead}</p>}
    </div>
  );
}

export function Container({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
