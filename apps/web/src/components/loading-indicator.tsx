import { cva } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const spinnerSize = cva('animate-spin text-primary', {
  variants: { size: { small: 'size-4', medium: 'size-6', large: 'size-10' } },
});

const textSize = cva('text-muted-foreground', {
  variants: { size: { small: 'text-xs', medium: 'text-sm', large: 'text-base' } },
});

export type LoadingIndicatorProps = {
  message?: string;
  size?: 'small' | 'medium' | 'large';
  showSpinner?: boolean;
  fullScreen?: boolean;
  className?: string;
};

export function LoadingIndicator({
  message = 'Loading...',
  size = 'medium',
  showSpinner = true,
  fullScreen = false,
  className,
}: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-size={size}
      className={cn(
        'flex items-center justify-center gap-3',
        size === 'large' && 'flex-col',
        fullScreen ? 'fixed inset-0 z-50 bg-background' : 'p-4',
        className,
      )}
    >
      {showSpinner && <LoaderCircleIcon aria-hidden="true" data-testid="spinner" className={spinnerSize({ size })} />}
      <span className={textSize({ size })}>{message}</span>
    </div>
  );
}
