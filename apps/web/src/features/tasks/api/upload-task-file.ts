import type { TaskFile } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** SPEC's uploadTaskFile: one multipart part named "file". */
export function uploadTaskFile(taskId: number, file: File): Promise<TaskFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<TaskFile>(`/api/tasks/${taskId}/files`, body);
}

export function useUploadTaskFile(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTaskFile(taskId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
