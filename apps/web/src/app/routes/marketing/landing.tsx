import { lazy, Suspense } from 'react';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { StatTiles } from '@/features/marketing/components/stat-tiles';

// Below the first screen (press video, features, testimonials, FAQ accordion, call to action): a second
// chunk, so a phone paints the hero without first downloading and running them (docs/decisions/019).
const LandingMore = lazy(() => import('./landing-more').then((module) => ({ default: module.LandingMore })));

export function Component() {
  return (
    <>
      <LandingHero />
      <StatTiles />
      {/* A screen's height held open meanwhile, so the footer does not flash up under the tiles and jump away. */}
      <Suspense fallback={<div className="min-h-svh" />}>
        <LandingMore />
      </Suspense>
    </>
  );
}
