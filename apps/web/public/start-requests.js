// Asks who is signed in as soon as the page starts, beside the scripts, instead of once they have all loaded and
// run: a `<link rel="preload">` whose response the app's own request (src/app/app.tsx) takes over. Only on pages
// where the app asks at once (every page but the three of `pathsWithoutUserFetch`, SPEC section 4, and portal
// links, whose requests carry the portal): a preload nobody takes would answer a later request, after signing in,
// with this stale reply. A file rather than an inline script so the CSP (script-src 'self') allows it. Decision 047.
(() => {
  const pathsWithoutUserFetch = ['/auth', '/demo-signup', '/accept-invite'];
  if (pathsWithoutUserFetch.includes(window.location.pathname)) return;
  if (new URLSearchParams(window.location.search).has('portal')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/auth/me';
  document.head.appendChild(link);
})();
