import {
  createTagRequestSchema,
  DEFAULT_TAG_COLOR,
  TAG_DESCRIPTION_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  type Tag,
  type TagScope,
  tagScopeLabels,
  tagScopes,
  updateTagRequestSchema,
} from '@statehouse/shared/tags/tags.schemas';
import { type FormEvent, useId, useState } from 'react';
import { describedBy, FormField, fieldErrors, InputField, textareaClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateTag } from '../api/create-tag';
import { useUpdateTag } from '../api/update-tag';
import { TagColorPicker } from './tag-color-picker';

type Draft = { name: string; color: string; description: string; scope: TagScope };

const scopeHints: Record<TagScope, string> = {
  account: 'Everyone in your account sees and edits it.',
  personal: 'Only you see it, until you share it.',
};

/** Create a tag (tag undefined) or rename, recolour and describe one; validated with the API's own schemas. */
export function TagFormDialog({
  open,
  onOpenChange,
  tag,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tag?: Tag;
  onSaved?: (tag: Tag) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts from the tag's current values. */}
        {open && <TagForm tag={tag} onDone={() => onOpenChange(false)} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function TagForm({ tag, onDone, onSaved }: { tag?: Tag; onDone: () => void; onSaved?: (tag: Tag) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    name: tag?.name ?? '',
    color: tag?.color ?? DEFAULT_TAG_COLOR,
    description: tag?.description ?? '',
    scope: tag?.scope ?? 'account',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTag();
  const update = useUpdateTag();
  const pending = create.isPending || update.isPending;
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: draft.name, color: draft.color, description: draft.description };
    const parsed = tag ? updateTagRequestSchema.safeParse(fields) : createTagRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = tag
        ? await update.mutateAsync({ id: tag.id, ...fields })
        : await create.mutateAsync({ ...draft, name: draft.name.trim() });
      toast({ title: tag ? 'Tag saved' : 'Tag created', description: `“${saved.name}” is ready.` });
      onSaved?.(saved);
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      // A taken name belongs under the name field; anything else above the buttons.
      setErrors(error instanceof ApiError && error.status === 409 ? { name: message } : { form: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{tag ? 'Edit tag' : 'New tag'}</DialogTitle>
        <DialogDescription>
          {tag ? 'Rename, recolour or describe the tag.' : 'Tags keep bills together: a client, an issue, a bill list.'}
        </DialogDescription>
      </DialogHeader>
      <InputField
        label="Name"
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        maxLength={TAG_NAME_MAX_LENGTH + 20}
        error={errors.name}
        autoFocus
      />
      <TagColorPicker value={draft.color} onChange={(color) => set({ color })} error={errors.color} />
      <FormField
        id={`${id}-description`}
        label="Description"
        optional
        error={errors.description}
        hint={`Up to ${TAG_DESCRIPTION_MAX_LENGTH} characters.`}
      >
        <textarea
          id={`${id}-description`}
          className={textareaClass}
          rows={3}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(`${id}-description`, {
            error: errors.description,
            hint: `Up to ${TAG_DESCRIPTION_MAX_LENGTH} characters.`,
          })}
        />
      </FormField>
      {!tag && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Who sees it</legend>
          {tagScopes.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-scope`}
                value={scope}
                checked={draft.scope === scope}
                onChange={() => set({ scope })}
                className="mt-0.5"
              />
              <span>
                <span className="font-medium">{tagScopeLabels[scope]}</span>
                <span className="block text-muted-foreground">{scopeHints[scope]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : tag ? 'Save' : 'Create tag'}
        </Button>
      </DialogFooter>
    </form>
  );
}
