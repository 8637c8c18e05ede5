import { type Tag, tagAccessLabels, tagScopeLabels } from '@statehouse/shared/tags/tags.schemas';
import { PencilIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TagSwatch } from './tag-swatch';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const accessNotes: Record<Tag['access'], string> = {
  owner: 'Yours',
  account: 'Whole account',
  edit: 'Shared with you · can edit',
  read: 'Shared with you · view only',
};

/** One tag on /tracks: colour, name, what it is for, its bills (opening the tracked bills), who owns and shares it. */
export function TagCard({
  tag,
  onEdit,
  onShare,
  onDelete,
  billsLink,
}: {
  tag: Tag;
  onEdit: (tag: Tag) => void;
  onShare: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
  /** Another page's link to the tag's bills (the lobbyist portal's); default: its bills on /track-bills. */
  billsLink?: (tag: Tag) => ReactNode;
}) {
  const titleId = `tag-${tag.id}-name`;
  return (
    <li aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-2">
        <TagSwatch color={tag.color} className="mt-1.5 size-4" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="line-clamp-2 font-semibold break-words" title={tag.name}>
            {tag.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {tag.owner
              ? `${accessNotes[tag.access]}${tag.access === 'owner' ? '' : ` · owner ${tag.owner.name}`}`
              : accessNotes.account}
          </p>
        </div>
        <Badge variant="secondary">{tagScopeLabels[tag.scope]}</Badge>
      </div>
      {tag.description ? (
        <p className="line-clamp-3 text-sm">{tag.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description</p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {billsLink ? (
          billsLink(tag)
        ) : (
          <Link
            to={`${paths.tracking.trackBills}?tagIds=${tag.id}`}
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            aria-label={`${plural(tag.billCount, 'bill', 'bills')} tagged ${tag.name}`}
          >
            {plural(tag.billCount, 'bill', 'bills')}
          </Link>
        )}
        {tag.sectionCount > 0 && (
          <span className="text-muted-foreground">{plural(tag.sectionCount, 'section', 'sections')}</span>
        )}
      </div>
      {tag.shares.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Shared with{' '}
          {tag.shares.map((share) => `${share.targetName} (${tagAccessLabels[share.access].toLowerCase()})`).join(', ')}
        </p>
      )}
      {(tag.canEdit || tag.canManage) && (
        <div className="mt-auto flex flex-wrap gap-1 border-t pt-3">
          {tag.canEdit && (
            <Button variant="ghost" size="sm" onClick={() => onEdit(tag)} aria-label={`Edit ${tag.name}`}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          )}
          {tag.canManage && tag.scope === 'personal' && (
            <Button variant="ghost" size="sm" onClick={() => onShare(tag)} aria-label={`Share ${tag.name}`}>
              <Share2Icon aria-hidden="true" />
              Share
            </Button>
          )}
          {tag.canManage && (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(tag)}
              aria-label={`Delete ${tag.name}`}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
