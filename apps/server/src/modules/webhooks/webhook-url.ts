import { isIP } from 'node:net';

/** Host names that always mean this machine or a private network, whatever DNS says. */
const privateNames = [/^localhost$/, /\.localhost$/, /\.local$/, /\.internal$/, /\.lan$/, /\.home\.arpa$/];

function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function isPrivateIpv6(address: string): boolean {
  const value = address.toLowerCase();
  if (value === '::' || value === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1]) return isPrivateIpv4(mapped[1]);
  // URL() writes an IPv4-mapped address in hex: ::ffff:7f00:1 is 127.0.0.1.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(value);
  if (mappedHex?.[1] && mappedHex[2]) {
    const high = Number.parseInt(mappedHex[1], 16);
    const low = Number.parseInt(mappedHex[2], 16);
    return isPrivateIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return /^f[cd]/.test(value) || /^fe[89ab]/.test(value) || value.startsWith('ff');
}

/**
 * Whether a webhook URL names this machine or a private network by its literal host: loopback, private, link-local
 * (cloud metadata) and reserved IP addresses, and names such as localhost or *.internal. Such URLs would let a
 * webhook probe the servers behind ours (server-side request forgery). A public name that resolves to a private
 * address is not caught here; the delivery worker must check the address it connects to (decision 027).
 */
export function isPrivateWebhookHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (privateNames.some((pattern) => pattern.test(host))) return true;
  const version = isIP(host);
  if (version === 4) return isPrivateIpv4(host);
  if (version === 6) return isPrivateIpv6(host);
  // Numeric forms URL() would not normalize are not valid hosts for us either (e.g. a bare number).
  return /^\d+$/.test(host);
}
