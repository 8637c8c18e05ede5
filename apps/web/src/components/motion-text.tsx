import { describeMotion } from '@statehouse/shared/reference/vote-motions';

/** A roll call's motion in words (shared/reference/vote-motions); the source's own code in the tooltip. */
export function MotionText({ motion, className }: { motion: string | null | undefined; className?: string }) {
  const { label, source } = describeMotion(motion);
  return (
    <span className={className} title={source ? `As recorded: ${source}` : undefined}>
      {label}
    </span>
  );
}

/** The motion's words as plain text (dialog titles, screen-reader text). */
export const motionLabel = (motion: string | null | undefined) => describeMotion(motion).label;
