import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as Radix from './popover-radix';

// The Radix popover loads when a trigger is first pointed at, focused or pressed (decision 053): popover-radix.tsx.
const parts = deferModule(() => import('./popover-radix'));
type Module = typeof Radix;

export const Popover = deferredRoot(parts, (module: Module) => module.Popover, 'dialog');
export const PopoverTrigger = deferredTrigger(parts, (module: Module) => module.PopoverTrigger);
export const PopoverAnchor = deferredPart(parts, (module: Module) => module.PopoverAnchor);
export const PopoverContent = deferredPart(parts, (module: Module) => module.PopoverContent);

/** Loads the popover's code now (the component tests start with every popup's code in). */
export const loadPopover = parts.load;
