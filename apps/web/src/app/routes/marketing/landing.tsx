import { LandingHero } from '@/features/marketing/components/landing-hero';
import { StatTiles } from '@/features/marketing/components/stat-tiles';

// The rest of the marketing site (press, feature blocks, testimonials, FAQ) composes in here as it is built.
export function Component() {
  return (
    <>
      <LandingHero />
      <StatTiles />
    </>
  );
}
