import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { featureBlocks } from '../content/landing';
import { SectionHeading } from './page-hero';

/** The four feature blocks of the landing page, image and text alternating sides on wide screens. */
export function FeatureBlocks() {
  return (
    <section aria-labelledby="features-title" className="bg-background py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="The platform"
          title="Everything a government affairs team needs, in one place"
          lead="Stop stitching together fifty legislature websites, a spreadsheet and a group chat. Statehouse covers the full cycle: find the bill, follow it, act on it, report on it."
          align="center"
        />
        <div className="mt-14 flex flex-col gap-16 sm:gap-24">
          {featureBlocks.map((block, index) => (
            <article
              key={block.id}
              aria-labelledby={`feature-${block.id}`}
              className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
            >
              <div className={cn(index % 2 === 1 && 'lg:order-2')}>
                <p className="text-sm font-semibold tracking-wide text-highlight uppercase">{block.eyebrow}</p>
                <h3
                  id={`feature-${block.id}`}
                  className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
                >
                  {block.title}
                </h3>
                <p className="mt-4 text-muted-foreground">{block.text}</p>
                <ul className="mt-6 flex flex-col gap-3">
                  {block.points.map((point) => (
                    <li key={point} className="flex gap-3 text-sm text-foreground">
                      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Link
                  to={block.link.to}
                  className="mt-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {block.link.label}
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <div className={cn('overflow-hidden rounded-2xl border shadow-lg', index % 2 === 1 && 'lg:order-1')}>
                <img
                  src={block.image}
                  alt={block.imageAlt}
                  width={560}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="block h-auto w-full"
                />
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
