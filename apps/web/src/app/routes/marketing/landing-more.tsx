import type { ReactNode } from 'react';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeatureBlocks } from '@/features/marketing/components/feature-blocks';
import { PressSection } from '@/features/marketing/components/press-video';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';

/**
 * A section the browser lays out and paints only once it nears the screen (`content-visibility: auto`); until then
 * it counts as 800 px high. On a phone that spares the style and layout work of everything below the first screen
 * while the page starts (decision 047). The sections have padding, no margins, so nothing collapses differently.
 */
function OffscreenSection({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_800px] [content-visibility:auto]">{children}</div>;
}

/** The landing page below its first screen: its own chunk, loaded as soon as the hero is on screen. */
export function LandingMore() {
  return (
    <>
      <OffscreenSection>
        <PressSection />
      </OffscreenSection>
      <OffscreenSection>
        <FeatureBlocks />
      </OffscreenSection>
      <OffscreenSection>
        <TestimonialCarousel />
      </OffscreenSection>
      <OffscreenSection>
        <FaqSection />
      </OffscreenSection>
      <OffscreenSection>
        <CtaBanner />
      </OffscreenSection>
    </>
  );
}
