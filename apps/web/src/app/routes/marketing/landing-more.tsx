import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeatureBlocks } from '@/features/marketing/components/feature-blocks';
import { PressSection } from '@/features/marketing/components/press-video';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';

/** The landing page below its first screen: its own chunk, loaded as soon as the hero is on screen. */
export function LandingMore() {
  return (
    <>
      <PressSection />
      <FeatureBlocks />
      <TestimonialCarousel />
      <FaqSection />
      <CtaBanner />
    </>
  );
}
