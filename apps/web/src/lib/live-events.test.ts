import { FakeEventSource } from '@/testing/fake-event-source';
import { LIVE_RETRY_FIRST_MS, type LiveEvent, resetLiveEventsForTests, subscribeLiveEvents } from './live-events';

const notification = {
  Id: 7,
  IsRead: false,
  kind: 'bill_update',
  title: 'TX HB 1',
  body: 'Referred to committee',
  link: '/bills/TX-892-HB-1',
  createdAt: '2026-11-25T10:00:00.000Z',
  billId: 'TX-892-HB-1',
  delayMs: 420,
  payload: null,
};

describe('live events', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetLiveEventsForTests();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shares one stream between listeners and delivers each event to all of them', () => {
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    subscribeLiveEvents((event) => first.push(event), '1:1');
    subscribeLiveEvents((event) => second.push(event), '1:1');
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toMatch(/\/api\/notifications\/stream$/);
    expect(source?.init).toEqual({ withCredentials: true });

    source?.serverOpens();
    source?.serverSends('notification', JSON.stringify(notification));
    source?.serverSends('notification', 'not json');
    const expected = [
      { type: 'connected', reconnected: false },
      { type: 'notification', notification },
    ];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('reopens with growing waits after the server refuses, and says it reconnected', () => {
    const events: LiveEvent[] = [];
    subscribeLiveEvents((event) => events.push(event), '1:1');
    FakeEventSource.instances[0]?.serverOpens();
    FakeEventSource.instances[0]?.serverRefuses();
    vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]?.serverRefuses();
    vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
    expect(FakeEventSource.instances).toHaveLength(2); // the second wait is twice as long
    vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.instances[2]?.serverOpens();
    expect(events.at(-1)).toEqual({ type: 'connected', reconnected: true });
  });

  it('reopens for another scope and closes after the last listener leaves', () => {
    const leave = subscribeLiveEvents(() => {}, '1:1');
    const [first] = FakeEventSource.instances;
    const leaveOther = subscribeLiveEvents(() => {}, '1:2');
    expect(first?.readyState).toBe(FakeEventSource.CLOSED);
    const second = FakeEventSource.instances[1];
    expect(second?.readyState).toBe(FakeEventSource.CONNECTING);
    leave();
    leaveOther();
    vi.advanceTimersByTime(5_000);
    expect(second?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('keeps the stream when a listener leaves and another comes back at once', () => {
    const leave = subscribeLiveEvents(() => {}, '1:1');
    leave();
    subscribeLiveEvents(() => {}, '1:1');
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]?.readyState).toBe(FakeEventSource.CONNECTING);
  });
});
