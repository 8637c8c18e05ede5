// Applies the saved theme before first paint so a dark-mode user never sees a light flash.
// A file rather than an inline script so a strict Content-Security-Policy (script-src 'self') allows it.
(() => {
  try {
    const theme = localStorage.getItem('theme') || 'system';
    const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (_) {}
})();
