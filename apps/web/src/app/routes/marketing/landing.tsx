import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeatureBlocks } from '@/features/marketing/components/feature-blocks';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { PressSection } from '@/features/marketing/components/press-video';
import { StatTiles } from '@/features/marketing/components/stat-tiles';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';

export function Component() {
  return (
    <>
      <LandingHero />
      <StatTiles />
      <PressSection />
      <FeatureBlocks />
      <TestimonialCarousel />
      <FaqSection />
      <CtaBanner />
    </>
  );
}
