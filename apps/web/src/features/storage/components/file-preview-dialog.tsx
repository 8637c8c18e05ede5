import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { DownloadIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { buildUrl } from '@/lib/api-client';
import { fileUrls, useFile } from '../api/get-file';
import { fileSummary } from '../utils/file-labels';

/**
 * A file in the page: a PDF in the browser's viewer, an image, or the text we extracted (Word, text, HTML), and a
 * download button. The server serves previews only for PDFs and raster images, so no uploaded page runs here.
 */
export function FilePreviewDialog({ file, onClose }: { file: StorageFile | null; onClose: () => void }) {
  const detail = useFile(file && !file.previewable ? file.id : null);
  const urls = file ? fileUrls(file.id) : null;
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[92vh] flex-col sm:max-w-4xl">
        {file && urls && (
          <>
            <DialogHeader>
              <DialogTitle className="truncate pr-6">{file.name}</DialogTitle>
              <DialogDescription>{fileSummary(file)}</DialogDescription>
            </DialogHeader>
            <div className="min-h-0 flex-1 overflow-auto">
              {file.contentType === 'application/pdf' ? (
                <iframe
                  title={`Preview of ${file.name}`}
                  src={buildUrl(urls.preview)}
                  className="h-[70vh] w-full rounded border"
                />
              ) : file.previewable ? (
                <img
                  src={buildUrl(urls.preview)}
                  alt={`Preview of ${file.name}`}
                  className="mx-auto max-h-[70vh] max-w-full object-contain"
                />
              ) : file.hasText ? (
                <QueryState query={detail} label="text of the file">
                  {(data) => (
                    <pre className="whitespace-pre-wrap rounded border bg-muted/40 p-4 font-sans text-sm">
                      {data.text}
                    </pre>
                  )}
                </QueryState>
              ) : (
                <p className="rounded border border-dashed p-8 text-center text-sm text-muted-foreground">
                  This kind of file cannot be shown in the page. Download it to open it.
                </p>
              )}
            </div>
            <div className="flex justify-end">
              <Button asChild>
                <a href={buildUrl(urls.download)} download={file.name}>
                  <DownloadIcon aria-hidden="true" />
                  Download
                </a>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
