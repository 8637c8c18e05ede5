// Apart from navigation-menu.tsx so that a header can draw look-alike triggers without loading Radix.
export const navigationMenuTriggerClass =
  'group inline-flex h-9 items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
