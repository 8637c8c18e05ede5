import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import { FileTextIcon, LinkIcon, PaperclipIcon, SearchIcon, UploadIcon, XIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { buildUrl } from '@/lib/api-client';
import { useAttachDocument } from '../api/attach-document';
import { useDetachDocument } from '../api/detach-document';
import { useBillDocuments } from '../api/get-bill-documents';
import { fileUrls } from '../api/get-file';
import { useStorageSearch } from '../api/search-storage';
import { formatDate, typeLabel } from '../utils/file-labels';

/**
 * A bill's supporting documents for the caller's account: each opens (downloads) the stored file; new ones are
 * uploaded here (they land in File Storage too) or attached from files already stored.
 */
export function SupportingDocumentsCard({ billId }: { billId: string }) {
  const documents = useBillDocuments(billId);
  const attach = useAttachDocument(billId);
  const detach = useDetachDocument(billId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const failed = (title: string) => (error: Error) =>
    toast({ variant: 'destructive', title, description: error.message });

  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (file) attach.mutate({ file }, { onError: failed('Could not attach the document') });
  };

  return (
    <SectionCard
      title="Supporting documents"
      description="Your team's files on this bill: fiscal notes, testimony, memos. Only your account sees them."
    >
      <div className="flex flex-col gap-3">
        <QueryState query={documents} label="supporting documents">
          {(reply) =>
            reply.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">No documents yet. Upload one or attach a stored file.</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label="Supporting documents">
                {reply.data.map((document) => (
                  <li key={document.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <div className="min-w-0 flex-1">
                      <a
                        href={buildUrl(fileUrls(document.file.id).download)}
                        download={document.file.name}
                        className="block truncate font-medium hover:underline"
                      >
                        {document.title}
                      </a>
                      <p className="truncate text-xs text-muted-foreground">
                        {document.file.name} · {formatBytes(document.file.sizeBytes)} ·{' '}
                        {typeLabel(document.file.contentType)} · added {formatDate(document.createdAt)}
                        {document.addedBy ? ` by ${document.addedBy.name}` : ''}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Remove ${document.title} from this bill`}
                      disabled={detach.isPending}
                      onClick={() => detach.mutate(document.id, { onError: failed('Could not remove the document') })}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={attach.isPending}>
            <UploadIcon aria-hidden="true" />
            {attach.isPending ? 'Uploading…' : 'Upload a document'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
            <PaperclipIcon aria-hidden="true" />
            Attach a stored file
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to={paths.storage.root}>
              <LinkIcon aria-hidden="true" />
              File Storage
            </Link>
          </Button>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a document to upload"
            onChange={(event) => {
              upload(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {choosing && (
        <AttachStoredDialog
          onClose={() => setChoosing(false)}
          onAttach={(fileId) =>
            attach.mutate(
              { fileId },
              { onSuccess: () => setChoosing(false), onError: failed('Could not attach the file') },
            )
          }
        />
      )}
    </SectionCard>
  );
}

function AttachStoredDialog({ onClose, onAttach }: { onClose: () => void; onAttach: (fileId: string) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useStorageSearch({ q, page: 1, limit: 20 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Attach a stored file</DialogTitle>
          <DialogDescription>Find a file in your File Storage by its name or the words inside it.</DialogDescription>
        </DialogHeader>
        {/* biome-ignore lint/a11y/useSemanticElements: React 19 and jsdom do not know the <search> element yet */}
        <form role="search" onSubmit={submit} className="flex gap-2">
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label="Search stored files"
            autoFocus
          />
          <Button type="submit" variant="secondary">
            <SearchIcon aria-hidden="true" />
            Search
          </Button>
        </form>
        {q &&
          (results.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {results.error.message}
            </p>
          ) : !results.data ? (
            <p className="text-sm text-muted-foreground">Searching…</p>
          ) : results.data.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No stored file matches “{q}”.</p>
          ) : (
            <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
              {results.data.data.map((file) => (
                <li key={file.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <Button size="sm" onClick={() => onAttach(file.id)} aria-label={`Attach ${file.name}`}>
                    Attach
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </DialogContent>
    </Dialog>
  );
}
