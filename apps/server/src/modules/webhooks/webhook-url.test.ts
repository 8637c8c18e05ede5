import { describe, expect, it } from 'vitest';
import { isPrivateWebhookHost } from './webhook-url';

const hostOf = (url: string) => new URL(url).hostname;

describe('isPrivateWebhookHost', () => {
  it.each([
    'http://localhost:8080/hook',
    'http://api.localhost/hook',
    'http://127.0.0.1/hook',
    'http://127.1.2.3/hook',
    'http://10.0.0.5/hook',
    'http://172.16.0.1/hook',
    'http://172.31.255.255/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hook',
    'http://0.0.0.0/hook',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://printer.local/hook',
    'http://metadata.google.internal/hook',
    'http://2130706433/hook',
    'http://0x7f000001/hook',
  ])('refuses %s', (url) => {
    expect(isPrivateWebhookHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://hooks.slack.com/services/T0/B0/x',
    'https://example.webhook.office.com/webhookb2/abc',
    'https://8.8.8.8/hook',
    'https://172.32.0.1/hook',
    'https://[2001:4860:4860::8888]/hook',
    'https://hooks.example.com/statehouse',
  ])('accepts %s', (url) => {
    expect(isPrivateWebhookHost(hostOf(url))).toBe(false);
  });
});
