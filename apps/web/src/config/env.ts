// Hand-written rather than zod: this runs on every page's first load, and zod (even zod/mini) would add
// about 25 KB gzipped to the initial JavaScript for four settings (docs/decisions/019).

type Raw = Record<string, unknown>;

/** Vite turns an unset-but-declared variable into '', which means "not set" here. */
const setting = (raw: Raw, name: string): unknown => (raw[name] === '' ? undefined : raw[name]);

const truthy = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const falsy = ['false', '0', 'no', 'off', 'n', 'disabled'];

function readUrl(raw: Raw, name: string, problems: string[]): string | undefined {
  const value = setting(raw, name);
  if (value === undefined) return undefined;
  if (typeof value === 'string' && isAbsoluteUrl(value)) return value.replace(/\/+$/, '');
  problems.push(`${name}: Invalid URL`);
  return undefined;
}

// new URL() rather than URL.canParse, which Safari only has since 17.
function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function readBoolean(raw: Raw, name: string, fallback: boolean, problems: string[]): boolean {
  const value = setting(raw, name);
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (truthy.includes(word)) return true;
  if (falsy.includes(word)) return false;
  problems.push(`${name}: Invalid input: expected true or false`);
  return fallback;
}

function readString(raw: Raw, name: string, fallback: string, problems: string[]): string {
  const value = setting(raw, name);
  if (value === undefined) return fallback;
  if (typeof value === 'string') return value;
  problems.push(`${name}: Invalid input: expected string`);
  return fallback;
}

export type Env = {
  apiUrl: string | undefined;
  enableRegistration: boolean;
  assetBaseUrl: string;
  lobbyistImagesBaseUrl: string | undefined;
};

/** Parses the build-time settings; throws at start-up, naming each bad setting, rather than failing later. */
export function parseEnv(raw: Raw): Env {
  const problems: string[] = [];
  const parsed: Env = {
    apiUrl: readUrl(raw, 'VITE_API_URL', problems),
    enableRegistration: readBoolean(raw, 'VITE_ENABLE_REGISTRATION', true, problems),
    assetBaseUrl: readString(raw, 'VITE_ASSET_BASE_URL', '', problems).replace(/\/+$/, ''),
    lobbyistImagesBaseUrl: readUrl(raw, 'VITE_LOBBYIST_IMAGES_BASE_URL', problems),
  };
  if (problems.length > 0) throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  return Object.freeze(parsed);
}

export const env = parseEnv(import.meta.env);

/** URL of an image under the configured assets/images path. */
export function assetImageUrl(fileName: string) {
  return `${env.assetBaseUrl}/assets/images/${fileName.replace(/^\/+/, '')}`;
}
