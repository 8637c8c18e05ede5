import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as Radix from './dialog-radix';

// The Radix dialog loads when a dialog first opens or its trigger is pointed at, focused or pressed (decision 053):
// dialog-radix.tsx. The header and footer are plain layout and need none of it.
const parts = deferModule(() => import('./dialog-radix'));
type Module = typeof Radix;

export const Dialog = deferredRoot(parts, (module: Module) => module.Dialog, 'dialog');
export const DialogTrigger = deferredTrigger(parts, (module: Module) => module.DialogTrigger);
export const DialogClose = deferredPart(parts, (module: Module) => module.DialogClose);
export const DialogContent = deferredPart(parts, (module: Module) => module.DialogContent);
export const DialogTitle = deferredPart(parts, (module: Module) => module.DialogTitle);
export const DialogDescription = deferredPart(parts, (module: Module) => module.DialogDescription);

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** Loads the dialog's code now (the component tests start with every popup's code in). */
export const loadDialog = parts.load;
