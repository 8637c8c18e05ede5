import type { LawKind, LawTreeReply } from '@statehouse/shared/statutes/statutes.schemas';
import { ChevronRightIcon, FolderIcon } from 'lucide-react';
import { Link } from 'react-router';
import { lawSectionHref, levelTitle } from './law-labels';

/**
 * One place in a code's tree: the path opened so far (each level a link back up), the levels under it (title >
 * chapter > subchapter > part) with their section counts, and the sections right under it.
 */
export function LawTreeView({
  kind,
  tree,
  onOpen,
}: {
  kind: LawKind;
  tree: LawTreeReply;
  /** Opens a path of the tree ('' for the top of the code). */
  onOpen: (path: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Place in the code">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <button type="button" className="text-primary hover:underline" onClick={() => onOpen('')}>
              {tree.label}
            </button>
          </li>
          {tree.path.map((level, index) => (
            <li key={level.path} className="flex items-center gap-1">
              <ChevronRightIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
              {index === tree.path.length - 1 ? (
                <span aria-current="location" className="font-medium">
                  {levelTitle(level)}
                </span>
              ) : (
                <button type="button" className="text-primary hover:underline" onClick={() => onOpen(level.path)}>
                  {levelTitle({ ...level, heading: null })}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {tree.nodes.length > 0 && (
        <ul aria-label="Parts of the code" className="divide-y rounded-lg border">
          {tree.nodes.map((node) => (
            <li key={node.path}>
              <button
                type="button"
                onClick={() => onOpen(node.path)}
                className="flex w-full items-start gap-3 p-3 text-left hover:bg-accent focus-visible:bg-accent"
              >
                <FolderIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{levelTitle(node)}</span>
                </span>
                <span className="shrink-0 text-sm text-muted-foreground">
                  {node.sectionCount} {node.sectionCount === 1 ? 'section' : 'sections'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {tree.sections.length > 0 && (
        <ul aria-label="Sections" className="divide-y rounded-lg border">
          {tree.sections.map((section) => (
            <li key={section.id} className="p-3">
              <Link
                to={lawSectionHref(kind, section.id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {section.label}
              </Link>
              {section.heading && <span className="ml-2 text-sm">{section.heading}</span>}
              {section.variant && <span className="ml-2 text-xs text-muted-foreground">({section.variant})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
