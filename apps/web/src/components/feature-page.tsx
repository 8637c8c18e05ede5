import type { ReactNode } from 'react';

export type FeaturePageProps = {
  title: string;
  description: string;
  children?: ReactNode;
};

/** The page shell of a screen whose feature is still being built: its name and what it will hold. */
export function FeaturePage({ title, description, children }: FeaturePageProps) {
  return (
    <section aria-labelledby="feature-page-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="feature-page-title" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
