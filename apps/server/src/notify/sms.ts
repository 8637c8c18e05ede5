import { DeliveryError, isPermanentStatus, replyExcerpt } from './delivery-error';

/** Sends text messages. `configured` is false when a setting is missing; `send` then refuses with the reason. */
export type SmsSender = {
  configured: boolean;
  /** Why the channel is off, for the log and the dead message: names the missing settings. */
  offReason: string | null;
  /** Resolves with the provider's HTTP status; throws DeliveryError. */
  send: (message: { to: string; body: string; timeoutMs: number }) => Promise<number>;
};

export type TwilioSettings = {
  SMS_BASE_URL?: string;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
};

/**
 * A Twilio-compatible REST sender: POST {SMS_BASE_URL}/2010-04-01/Accounts/{SID}/Messages.json, form-encoded
 * To, From and Body, basic auth SID:token. Twilio itself, and providers that copy its API, answer 201.
 */
export function createTwilioSms(settings: TwilioSettings): SmsSender {
  const missing = (['SMS_BASE_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter(
    (name) => !settings[name],
  );
  if (missing.length > 0) {
    const offReason = `Text messages are off: set ${missing.join(', ')}.`;
    return {
      configured: false,
      offReason,
      send: async () => {
        throw new DeliveryError(offReason, { permanent: true });
      },
    };
  }
  const {
    SMS_BASE_URL: base,
    SMS_ACCOUNT_SID: sid,
    SMS_AUTH_TOKEN: token,
    SMS_FROM: from,
  } = settings as Required<TwilioSettings>;
  const url = `${base.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  return {
    configured: true,
    offReason: null,
    send: async ({ to, body, timeoutMs }) => {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: from, Body: body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`SMS provider unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const excerpt = await replyExcerpt(response);
        throw new DeliveryError(`SMS provider answered ${response.status}${excerpt ? `: ${excerpt}` : ''}`, {
          status: response.status,
          permanent: isPermanentStatus(response.status),
        });
      }
      await response.body?.cancel();
      return response.status;
    },
  };
}
