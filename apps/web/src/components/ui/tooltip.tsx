import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as Radix from './tooltip-radix';

// The Radix tooltip loads when a trigger is first pointed at or focused (decision 053): tooltip-radix.tsx.
const parts = deferModule(() => import('./tooltip-radix'));

export const Tooltip = deferredRoot(parts, (module: typeof Radix) => module.Tooltip);
export const TooltipTrigger = deferredTrigger(parts, (module: typeof Radix) => module.TooltipTrigger, { opens: false });
export const TooltipContent = deferredPart(parts, (module: typeof Radix) => module.TooltipContent);

/** Loads the tooltip's code now (the component tests start with every popup's code in). */
export const loadTooltip = parts.load;
