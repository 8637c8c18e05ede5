import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../users/users.schemas';
import { alertChannelsFor, whyAlertNeverFires, whyWatchAlertNeverFires } from './alert-routing';

const prefs = { ...defaultUserSettings.notifications, sms: true, phone: '+15125550100' };
const everything = { enabled: true, eventKinds: [], channels: [] };

describe('alertChannelsFor', () => {
  it('sends nothing without an enabled alert', () => {
    expect(alertChannelsFor('new_action', undefined, prefs)).toEqual([]);
    expect(alertChannelsFor('new_action', { ...everything, enabled: false }, prefs)).toEqual([]);
  });

  it("follows each channel's kinds from settings when the alert names none", () => {
    expect(alertChannelsFor('new_action', everything, prefs)).toEqual(['in_app', 'email']);
    expect(alertChannelsFor('status_change', everything, prefs)).toEqual(['in_app', 'email', 'sms']);
    expect(alertChannelsFor('mentioned_in_hearing', everything, prefs)).toEqual(['in_app']);
  });

  it('needs the channel switched on, and a phone number for SMS', () => {
    expect(alertChannelsFor('status_change', everything, { ...prefs, email: false })).toEqual(['in_app', 'sms']);
    expect(alertChannelsFor('status_change', everything, { ...prefs, phone: '' })).toEqual(['in_app', 'email']);
  });

  it("narrows to the alert's own channels and kinds", () => {
    expect(alertChannelsFor('status_change', { ...everything, channels: ['sms'] }, prefs)).toEqual(['sms']);
    expect(alertChannelsFor('new_vote', { ...everything, eventKinds: ['status_change'] }, prefs)).toEqual([]);
    expect(alertChannelsFor('new_vote', { ...everything, eventKinds: ['new_vote'] }, prefs)).toEqual([
      'in_app',
      'email',
      'sms',
    ]);
  });
});

describe('whyAlertNeverFires', () => {
  const noMail = { email: 'E-mail alerts are off: this server has no mail server (SMTP_URL).' };

  it('passes an alert that reaches some channel, and any switched-off alert', () => {
    expect(whyAlertNeverFires(everything, prefs, noMail)).toBeNull();
    expect(whyAlertNeverFires({ ...everything, enabled: false, channels: ['email'] }, prefs, noMail)).toBeNull();
  });

  it('refuses an alert whose only channel this server cannot deliver on, saying why', () => {
    expect(whyAlertNeverFires({ ...everything, channels: ['email'] }, prefs, noMail)).toBe(
      `This alert can never fire: ${noMail.email}`,
    );
  });

  it('refuses an alert whose events no chosen channel carries in settings', () => {
    // Settings send "Mentioned in a hearing" in-app only; the alert asks for it by e-mail only.
    expect(
      whyAlertNeverFires({ enabled: true, eventKinds: ['mentioned_in_hearing'], channels: ['email'] }, prefs, {}),
    ).toMatch(/^This alert can never fire: none of its events goes to a channel/);
    expect(whyAlertNeverFires(everything, { ...prefs, inApp: false, email: false, sms: false }, {})).toMatch(
      /can never fire/,
    );
  });
});

describe('whyWatchAlertNeverFires', () => {
  const noMail = { email: 'E-mail alerts are off: this server has no mail server (SMTP_URL).' };

  it('passes a committee or lobbyist alert on a channel that delivers, whatever its kinds', () => {
    expect(whyWatchAlertNeverFires({ ...everything, eventKinds: ['hearing_posted'] }, prefs, noMail)).toBeNull();
  });

  it('refuses one whose channels this server cannot deliver on or settings switch off', () => {
    expect(whyWatchAlertNeverFires({ ...everything, channels: ['email'] }, prefs, noMail)).toBe(
      `This alert can never fire: ${noMail.email}`,
    );
    expect(whyWatchAlertNeverFires({ ...everything, channels: ['sms'] }, { ...prefs, phone: '' }, {})).toMatch(
      /^This alert can never fire: none of its channels is switched on/,
    );
  });
});
