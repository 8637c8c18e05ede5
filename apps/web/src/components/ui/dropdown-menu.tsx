import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as Radix from './dropdown-menu-radix';

// The Radix menu loads when a trigger is first pointed at, focused or pressed (decision 053): dropdown-menu-radix.tsx.
const parts = deferModule(() => import('./dropdown-menu-radix'));
type Module = typeof Radix;

export const DropdownMenu = deferredRoot(parts, (module: Module) => module.DropdownMenu, 'menu');
export const DropdownMenuTrigger = deferredTrigger(parts, (module: Module) => module.DropdownMenuTrigger);
export const DropdownMenuContent = deferredPart(parts, (module: Module) => module.DropdownMenuContent);
export const DropdownMenuGroup = deferredPart(parts, (module: Module) => module.DropdownMenuGroup);
export const DropdownMenuRadioGroup = deferredPart(parts, (module: Module) => module.DropdownMenuRadioGroup);
export const DropdownMenuItem = deferredPart(parts, (module: Module) => module.DropdownMenuItem);
export const DropdownMenuCheckboxItem = deferredPart(parts, (module: Module) => module.DropdownMenuCheckboxItem);
export const DropdownMenuRadioItem = deferredPart(parts, (module: Module) => module.DropdownMenuRadioItem);
export const DropdownMenuLabel = deferredPart(parts, (module: Module) => module.DropdownMenuLabel);
export const DropdownMenuSeparator = deferredPart(parts, (module: Module) => module.DropdownMenuSeparator);

/** Loads the menu's code now (the component tests start with every popup's code in). */
export const loadDropdownMenu = parts.load;
