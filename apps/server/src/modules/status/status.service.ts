import type { StatusResponse } from '@statehouse/shared/status/status.schemas';
import type { DatabaseKind } from '../../db/client';
import { serverVersion } from '../../lib/version';

const startedAt = new Date();

export function getStatus({ database }: { database: DatabaseKind }): StatusResponse {
  return {
    status: 'ok',
    version: serverVersion,
    database,
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: startedAt.toISOString(),
  };
}
