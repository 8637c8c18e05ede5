import type { UploadFilesReply } from '@statehouse/shared/storage/storage.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, buildUrl } from '@/lib/api-client';
import { isStorageQuery } from './storage-keys';

/**
 * Uploads one file with XMLHttpRequest, whose upload events give the progress fetch cannot (the page draws a bar per
 * file). Resolves with the stored file's reply; rejects with an ApiError carrying the server's message (413 for too
 * large or over quota, 400 for an empty file or a type its bytes contradict).
 */
export function uploadFile(
  file: File,
  folderId: number | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadFilesReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/api/user-storage/files'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the text itself is the message.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as UploadFilesReply);
        return;
      }
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : `${xhr.status}: ${xhr.statusText || 'Upload failed'}`;
      reject(new ApiError(message, xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError('The connection was lost during the upload.', 0, null));
    xhr.onabort = () => reject(new ApiError('Upload cancelled.', 0, null));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    // The folder first: the server reads the parts in order.
    if (folderId !== null) form.append('folderId', String(folderId));
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

/** `uploadFile` that makes the storage lists stale once the file is stored, so the open folder shows it. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, folderId: number | null, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
      const reply = await uploadFile(file, folderId, onProgress, signal);
      void queryClient.invalidateQueries({ predicate: isStorageQuery });
      return reply;
    },
    [queryClient],
  );
}
