import { tagPalette } from '@statehouse/shared/tags/tags.schemas';
import { CheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A small palette (a radio group: arrow keys move, as the browser does for radios) plus a custom #rrggbb field
 * with the browser's colour chooser beside it.
 */
export function TagColorPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string;
}) {
  const id = useId();
  const custom = !tagPalette.some((swatch) => swatch.color === value.toLowerCase());
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {tagPalette.map(({ color, name }) => {
          const checked = color === value.toLowerCase();
          return (
            <label
              key={color}
              className={cn(
                'relative flex size-8 cursor-pointer items-center justify-center rounded-full border-2 border-transparent has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
                checked && 'border-foreground',
              )}
              style={{ backgroundColor: color }}
            >
              <input
                type="radio"
                name={`${id}-palette`}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
                // Over the whole swatch, transparent: the click lands on the radio itself.
                className="absolute inset-0 cursor-pointer rounded-full opacity-0"
                aria-label={name}
              />
              {checked && <CheckIcon aria-hidden="true" className="size-4 text-white" />}
            </label>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-hex`} className="text-sm text-muted-foreground">
          Custom
        </label>
        <Input
          id={`${id}-hex`}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          className="w-32 font-mono"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <input
          type="color"
          aria-label="Choose a custom colour"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className={cn('h-9 w-10 cursor-pointer rounded-md border bg-transparent p-1', custom && 'ring-2 ring-ring')}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
