import type { StorageFile, StorageSearchResult } from '@statehouse/shared/storage/storage.schemas';
import { FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SnippetText } from '@/components/snippet-text';
import { paths } from '@/config/paths';
import { fileSummary } from '../utils/file-labels';
import { type FileAction, FileActions } from './file-actions';

/** Files found by name or by words inside them, each with its folder and the text around the match. */
export function StorageSearchResults({
  results,
  onFileAction,
}: {
  results: readonly StorageSearchResult[];
  onFileAction: (file: StorageFile, action: FileAction) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Search results">
      {results.map((result) => {
        const folderPath = result.folderPath.map((folder) => folder.name).join('/');
        return (
          <li key={result.id} className="flex items-start gap-3 rounded-lg border p-3">
            <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <button
                type="button"
                className="truncate text-left font-medium hover:underline"
                onClick={() => onFileAction(result, 'preview')}
              >
                {result.name}
              </button>
              <p className="text-xs text-muted-foreground">
                In{' '}
                <Link className="underline" to={folderPath ? paths.storage.folder(folderPath) : paths.storage.root}>
                  {folderPath || 'All files'}
                </Link>{' '}
                · {fileSummary(result)}
              </p>
              {result.snippet && (
                <p className="mt-1 text-sm text-muted-foreground">
                  <SnippetText snippet={result.snippet} />
                </p>
              )}
            </div>
            <FileActions file={result} onAction={(action) => onFileAction(result, action)} />
          </li>
        );
      })}
    </ul>
  );
}
