import {
  BriefcaseIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HospitalIcon,
  LandmarkIcon,
  PauseIcon,
  PlayIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { testimonials as defaultTestimonials, TESTIMONIAL_ROTATION_MS, type Testimonial } from '../content/landing';

const icons = { hospital: HospitalIcon, landmark: LandmarkIcon, briefcase: BriefcaseIcon } as const;

/**
 * Client testimonials that advance every 5 s and wrap around. Rotation pauses while the pointer
 * or keyboard focus is inside, and the visitor can stop it altogether (WCAG 2.2.2).
 */
export function TestimonialCarousel({
  items = defaultTestimonials,
  intervalMs = TESTIMONIAL_ROTATION_MS,
}: {
  items?: Testimonial[];
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !hovered && !focused && !stopped && items.length > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index restarts the timer, so a manual move gets a full interval
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % items.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, items.length]);

  const go = (next: number) => setIndex((next + items.length) % items.length);

  return (
    <section aria-labelledby="testimonials-title" className="bg-hero py-16 text-hero-foreground sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <p className="text-center text-sm font-semibold tracking-wide text-[#5fd4c4] uppercase">Customers</p>
        <h2
          id="testimonials-title"
          className="mt-2 text-center text-2xl font-semibold tracking-tight text-white sm:text-4xl"
        >
          Trusted by the people who work the capitol
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern is a group with a role description */}
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
          className="mt-10"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div aria-live={rotating ? 'off' : 'polite'} className="grid">
            {items.map((item, i) => {
              const Icon = icons[item.icon];
              const current = i === index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: each slide is a group in the WAI-ARIA carousel pattern
                <figure
                  key={item.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${items.length}`}
                  aria-hidden={!current}
                  data-testid={`testimonial-${item.id}`}
                  className={cn(
                    'col-start-1 row-start-1 flex flex-col items-center text-center transition-opacity duration-500',
                    current ? 'opacity-100' : 'pointer-events-none invisible opacity-0',
                  )}
                >
                  <span className="flex size-12 items-center justify-center rounded-full bg-white/10 text-[#5fd4c4]">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <blockquote className="mt-6 text-lg leading-relaxed text-white sm:text-2xl">
                    <p>“{item.text}”</p>
                  </blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-semibold text-white">{item.name}</span>
                    <span className="block text-sm text-white/75">{item.title}</span>
                  </figcaption>
                </figure>
              );
            })}
          </div>

          <div className="mt-10 flex items-center justify-center gap-3">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous testimonial"
              onClick={() => go(index - 1)}
              className="text-white hover:bg-white/10 hover:text-white"
            >
              <ChevronLeftIcon />
            </Button>
            <div className="flex items-center gap-1">
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={`Show testimonial ${i + 1}: ${item.name}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-white/70"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      i === index ? 'w-6 bg-[#5fd4c4]' : 'w-2 bg-white/50',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next testimonial"
              onClick={() => go(index + 1)}
              className="text-white hover:bg-white/10 hover:text-white"
            >
              <ChevronRightIcon />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
              onClick={() => setStopped((value) => !value)}
              className="text-white hover:bg-white/10 hover:text-white"
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
