/**
 * A stand-in for the browser's EventSource (install it with `vi.stubGlobal('EventSource', FakeEventSource)`): the
 * test plays the server's side of a live stream. `instances` holds every stream opened since the test emptied it.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  serverOpens() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
  serverRefuses() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}
