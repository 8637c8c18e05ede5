/** Where the sign-in screen sends the user back to afterwards. */
export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths are followed after signing in (never //evil.example or https://...). */
export function safeRedirect(target: string | null | undefined): string | undefined {
  return target?.startsWith('/') && !target.startsWith('//') ? target : undefined;
}
