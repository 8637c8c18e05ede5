import { buildUrl } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/**
 * A portal's logo, served by the API (`logoUrl` from its settings or info). `version` changes the address after an
 * upload, so the browser shows the new image rather than the one it holds.
 */
export function PortalLogo({
  logoUrl,
  name,
  version,
  className,
}: {
  logoUrl: string;
  name: string;
  version?: number;
  className?: string;
}) {
  return (
    <img
      src={buildUrl(logoUrl, version ? { v: version } : {}, null)}
      alt={name ? `${name} logo` : 'Portal logo'}
      className={cn('h-10 w-auto max-w-40 shrink-0 object-contain', className)}
    />
  );
}
