const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The portal subdomain of a host: the first label when the host has a subdomain other than www and is not an
 * azurewebsites host (`acme.statehouse.io`), or a subdomain of localhost (`acme.localhost`). One rule for the web
 * app (which route set it draws) and the server (which page it sends for `/`).
 * Known limit: two-part public suffixes (`statehouse.co.uk`) would read as a subdomain.
 */
export function portalFromHostname(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || ipv4.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (labels.at(-1) === 'localhost') return labels.length >= 2 && first !== 'www' ? first : null;
  if (labels.length < 3 || first === 'www' || host.includes('azurewebsites')) return null;
  return first;
}
