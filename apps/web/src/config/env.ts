// zod/mini keeps this start-up parse out of the entry bundle's weight; features use full zod in their own chunks.
import * as z from 'zod/mini';

// Vite turns an unset-but-declared variable into '', which means "not set" here.
const unsetIfEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    schema,
  );

const envSchema = z.object({
  VITE_API_URL: unsetIfEmpty(z.optional(z.url())),
  VITE_ENABLE_REGISTRATION: unsetIfEmpty(z._default(z.stringbool(), true)),
  VITE_ASSET_BASE_URL: unsetIfEmpty(z._default(z.string(), '')),
  VITE_LOBBYIST_IMAGES_BASE_URL: unsetIfEmpty(z.optional(z.url())),
});

export type Env = {
  apiUrl: string | undefined;
  enableRegistration: boolean;
  assetBaseUrl: string;
  lobbyistImagesBaseUrl: string | undefined;
};

/** Parses the build-time settings; throws at start-up, naming each bad setting, rather than failing later. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid build settings: ${problems}`);
  }
  const parsed = result.data;
  return Object.freeze({
    apiUrl: parsed.VITE_API_URL?.replace(/\/+$/, ''),
    enableRegistration: parsed.VITE_ENABLE_REGISTRATION,
    assetBaseUrl: parsed.VITE_ASSET_BASE_URL.replace(/\/+$/, ''),
    lobbyistImagesBaseUrl: parsed.VITE_LOBBYIST_IMAGES_BASE_URL?.replace(/\/+$/, ''),
  });
}

export const env = parseEnv(import.meta.env);

/** URL of an image under the configured assets/images path. */
export function assetImageUrl(fileName: string) {
  return `${env.assetBaseUrl}/assets/images/${fileName.replace(/^\/+/, '')}`;
}
