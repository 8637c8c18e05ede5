import { describe, expect, it } from 'vitest';
import { startHttpReceiver } from '../../test/alert-receivers';
import { DeliveryError } from './delivery-error';
import { createTwilioSms } from './sms';

describe('Twilio-compatible SMS', () => {
  it('is off with the missing settings named, and refuses for good', async () => {
    const sms = createTwilioSms({ SMS_BASE_URL: 'http://127.0.0.1:1', SMS_FROM: '+15125550000' });
    expect(sms.configured).toBe(false);
    expect(sms.offReason).toBe('Text messages are off: set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN.');
    const error = await sms.send({ to: '+15125550100', body: 'x', timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).permanent).toBe(true);
  });

  it('treats a refused number as permanent and a rate limit as worth retrying', async () => {
    const receiver = await startHttpReceiver({ status: (count) => (count === 1 ? 400 : 429) });
    try {
      const sms = createTwilioSms({
        SMS_BASE_URL: receiver.url,
        SMS_ACCOUNT_SID: 'AC1',
        SMS_AUTH_TOKEN: 't',
        SMS_FROM: '+15125550000',
      });
      const refused = (await sms.send({ to: 'bad', body: 'x', timeoutMs: 2000 }).catch((e) => e)) as DeliveryError;
      expect(refused).toMatchObject({ status: 400, permanent: true });
      expect(refused.message).toMatch(/^SMS provider answered 400/);
      const limited = (await sms.send({ to: '+1', body: 'x', timeoutMs: 2000 }).catch((e) => e)) as DeliveryError;
      expect(limited).toMatchObject({ status: 429, permanent: false });
    } finally {
      await receiver.close();
    }
  });
});
