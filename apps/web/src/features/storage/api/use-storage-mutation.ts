import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStorageQuery } from './storage-keys';

/** Any change to files or folders: every storage list (and the bills' document lists) may show it. */
export function useStorageMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ predicate: isStorageQuery }) });
}
