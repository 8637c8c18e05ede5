import { MapIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';

/** Shown while the picker is on "All states": a directory of legislators is one state's. */
export function PickAState({ title }: { title: string }) {
  return (
    <EmptyState
      variant="page"
      titleAs="h1"
      icon={MapIcon}
      title={title}
      reason="Choose one state in the state picker at the top: members are listed one legislature at a time."
    />
  );
}
