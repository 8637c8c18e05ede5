import { defaultUserSettings } from '@statehouse/shared/users/users.schemas';
import { describe, expect, it } from 'vitest';
import { watchChannelsFor } from '../jobs/watch-matcher';
import { renderAlertSms } from './render-alert';
import { describeWatchEvent, renderWatchAlert, renderWatchEmail } from './render-watch-alert';

const hearing = {
  hearing: 'Public hearing',
  startTime: '2026-12-02T15:00:00.000Z',
  timezone: 'America/Chicago',
  allDay: false,
  location: 'E2.030',
  status: 'confirmed',
};

describe('committee and lobbyist alert rendering', () => {
  it('describes each change in the hearing time zone, named', () => {
    expect(describeWatchEvent({ kind: 'hearing_posted', payload: hearing }, 'America/New_York')).toBe(
      'Hearing posted: Public hearing (Dec 2, 2026, 9:00 AM CST, E2.030)',
    );
    expect(
      describeWatchEvent(
        {
          kind: 'hearing_changed',
          payload: { ...hearing, status: 'cancelled', from: hearing },
        },
        'America/New_York',
      ),
    ).toBe(
      'Hearing changed: Public hearing, Dec 2, 2026, 9:00 AM CST, E2.030 to Dec 2, 2026, 9:00 AM CST, E2.030, cancelled',
    );
    expect(
      describeWatchEvent(
        {
          kind: 'tracked_bill_on_agenda',
          payload: { ...hearing, allDay: true, billIdentifier: 'HB 1' },
        },
        'America/New_York',
      ),
    ).toBe('A tracked bill on the agenda: HB 1 at Public hearing (Dec 2, 2026)');
    expect(
      describeWatchEvent(
        {
          kind: 'new_registration',
          payload: { client: 'Meta Platforms', state: 'SD', year: 2026, subject: 'Youth' },
        },
        'America/New_York',
      ),
    ).toBe('New registration: Meta Platforms (SD 2026), Youth');
  });

  it('dates a hearing that names no zone of its own on the reader’s zone, named, never as ISO text', () => {
    const { timezone: _own, ...zoneless } = hearing;
    expect(describeWatchEvent({ kind: 'hearing_posted', payload: zoneless }, 'America/Los_Angeles')).toBe(
      'Hearing posted: Public hearing (Dec 2, 2026, 7:00 AM PST, E2.030)',
    );
  });

  it('titles one or several changes and links the committee or lobbyist', () => {
    const target = { type: 'committee' as const, id: 'TX-c 1', name: 'State Affairs' };
    const one = renderWatchAlert(target, [{ kind: 'hearing_posted', payload: hearing }], 'UTC');
    expect(one).toMatchObject({ title: 'State Affairs: Hearing posted', path: '/committees/TX-c%201' });
    const two = renderWatchAlert(
      target,
      [
        { kind: 'hearing_posted', payload: hearing },
        { kind: 'hearing_changed', payload: { ...hearing, from: hearing } },
      ],
      'UTC',
    );
    expect(two.title).toBe('2 updates on State Affairs');
    expect(renderWatchAlert({ type: 'lobbyist', id: '7', name: 'Jason Wetzel' }, [], 'UTC').path).toBe(
      '/lobby/lobbyist/7',
    );
    const email = renderWatchEmail(target, one, 'https://app.example/committees/TX-c%201');
    expect(email.text).toContain('Open the committee: https://app.example/committees/TX-c%201');
    expect(email.html).toContain(
      '<a href="https://app.example/committees/TX-c%201">Open State Affairs in Statehouse</a>',
    );
    expect(renderAlertSms(one, '/x')).toBe(
      'State Affairs: Hearing posted: Hearing posted: Public hearing (Dec 2, 2026, 9:00 AM CST, E2.030) /x',
    );
  });

  it('routes by the settings switches and the alert own channels and kinds', () => {
    const preferences = { ...defaultUserSettings.notifications, email: true, sms: true, phone: '+15125550100' };
    const alert = { enabled: true, eventKinds: [] as string[], channels: [] as string[] };
    expect(watchChannelsFor('hearing_posted', alert, preferences)).toEqual(['in_app', 'email', 'sms']);
    expect(watchChannelsFor('hearing_posted', { ...alert, channels: ['email'] }, preferences)).toEqual(['email']);
    expect(watchChannelsFor('hearing_posted', { ...alert, eventKinds: ['hearing_changed'] }, preferences)).toEqual([]);
    expect(watchChannelsFor('hearing_posted', alert, { ...preferences, phone: '' })).toEqual(['in_app', 'email']);
    expect(watchChannelsFor('hearing_posted', { ...alert, enabled: false }, preferences)).toEqual([]);
  });
});
