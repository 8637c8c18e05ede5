import type { LobbyistAlert, SaveLobbyistAlertRequest } from '@statehouse/shared/alerts/alerts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const saveLobbyistAlert = (body: SaveLobbyistAlertRequest) =>
  api.post<LobbyistAlert>('/api/lobbyist-alerts', body);

export function useSaveLobbyistAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLobbyistAlert,
    onSuccess: (alert) => queryClient.setQueryData(alertKeys.lobbyistAlert(alert.lobbyistId), alert),
  });
}
