import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/utils';

export type StateOption = { id: string; name: string };

export type StatesFilterProps = {
  options: readonly StateOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  className?: string;
};

export function StatesFilter({ options, value, onChange, className }: StatesFilterProps) {
  const baseId = useId();
  const selected = new Set(value);

  const toggle = (id: string, checked: boolean) => {
    onChange(
      checked
        ? options.filter((o) => o.id === id || selected.has(o.id)).map((o) => o.id)
        : value.filter((v) => v !== id),
    );
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          aria-label={`States, ${value.length} selected`}
          className={cn('justify-between', className)}
        >
          States
          <Badge variant="secondary" className="rounded-full px-1.5">
            {value.length}
          </Badge>
          <ChevronDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-0">
        <div className="flex items-center justify-between gap-2 p-2">
          <Button variant="ghost" size="sm" onClick={() => onChange(options.map((o) => o.id))}>
            Select All
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            Clear All
          </Button>
        </div>
        <Separator />
        <ScrollArea className="h-60">
          <fieldset className="grid gap-1 p-2">
            <legend className="sr-only">States</legend>
            {options.map((option) => {
              const id = `${baseId}-${option.id}`;
              return (
                <div key={option.id} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent">
                  <Checkbox
                    id={id}
                    checked={selected.has(option.id)}
                    onCheckedChange={(checked) => toggle(option.id, checked === true)}
                  />
                  <Label htmlFor={id} className="flex-1 cursor-pointer font-normal">
                    {option.name}
                  </Label>
                </div>
              );
            })}
          </fieldset>
        </ScrollArea>
      </PopoverContent>
    </Popover>
  );
}
