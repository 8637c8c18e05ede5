import type { MatchLevel } from '@statehouse/shared/autotrack/autotrack.schemas';
import { matchLevelLabels } from '@statehouse/shared/autotrack/autotrack.schemas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const barColor = (score: number) => (score >= 70 ? 'bg-primary' : score >= 50 ? 'bg-primary/70' : 'bg-primary/40');

/** A match's score (0-100) as a bar with its number; the number is what screen readers hear. */
export function ScoreBar({ score, className }: { score: number; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike across browsers */}
      <div
        className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
      >
        <div className={cn('h-full rounded-full', barColor(score))} style={{ width: `${score}%` }} />
      </div>
      <span className="text-sm font-medium tabular-nums">{score}</span>
    </div>
  );
}

/** "High priority", "Medium impact": outlined for low, filled for high. */
export function LevelBadge({ level, kind }: { level: MatchLevel; kind: 'priority' | 'impact' }) {
  return (
    <Badge variant={level === 'high' ? 'default' : level === 'medium' ? 'secondary' : 'outline'}>
      {matchLevelLabels[level]} {kind}
    </Badge>
  );
}
