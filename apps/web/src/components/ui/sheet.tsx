import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as Radix from './sheet-radix';

// The Radix dialog behind a sheet loads when the sheet first opens or its trigger is pointed at, focused or pressed
// (decision 053): sheet-radix.tsx.
const parts = deferModule(() => import('./sheet-radix'));
type Module = typeof Radix;

export const Sheet = deferredRoot(parts, (module: Module) => module.Sheet, 'dialog');
export const SheetTrigger = deferredTrigger(parts, (module: Module) => module.SheetTrigger);
export const SheetClose = deferredPart(parts, (module: Module) => module.SheetClose);
export const SheetContent = deferredPart(parts, (module: Module) => module.SheetContent);
export const SheetHeader = deferredPart(parts, (module: Module) => module.SheetHeader);
export const SheetTitle = deferredPart(parts, (module: Module) => module.SheetTitle);
export const SheetDescription = deferredPart(parts, (module: Module) => module.SheetDescription);

/** Loads the sheet's code now (the component tests start with every popup's code in). */
export const loadSheet = parts.load;
