import { closeSocket, openSocket } from './socket-connection';
import { getConnectionState, qualityOf } from './socket';

/** A stand-in for socket.io's client socket: records emits and connect calls, lets the test fire events. */
class FakeSocket {
  connected = false;
  connectCalls = 0;
  emitted: string[] = [];
  acks = new Map<string, (...args: unknown[]) => void>();
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, ack?: (...args: unknown[]) => void) {
    this.emitted.push(event);
    if (typeof ack === 'function') this.acks.set(event, ack);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

let fake: FakeSocket;
jest.mock('socket.io-client', () => ({
  io: jest.fn(() => {
    fake = new FakeSocket();
    return fake;
  }),
}));

describe('game socket', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    openSocket();
  });
  afterEach(() => {
    closeSocket();
    jest.useRealTimers();
  });

  it('asks for the HUD once the server has authenticated the socket', () => {
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    expect(fake.emitted).toContain('hud:request');
    expect(getConnectionState()).toMatchObject({ connected: true, authenticated: true, attempts: 0 });
  });

  it('answers keep-alive with keep-alive-ack', () => {
    fake.fire('keep-alive', { time: 1 });
    expect(fake.emitted).toEqual(['keep-alive-ack']);
  });

  it('reconnects 3 s after a server-side disconnect', () => {
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    jest.advanceTimersByTime(10_000);
    const before = fake.connectCalls;
    fake.fire('disconnect', 'io server disconnect');
    jest.advanceTimersByTime(2999);
    expect(fake.connectCalls).toBe(before);
    jest.advanceTimersByTime(1);
    expect(fake.connectCalls).toBe(before + 1);
  });

  it('reconnects 5 s after any other disconnect', () => {
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    jest.advanceTimersByTime(10_000);
    const before = fake.connectCalls;
    fake.fire('disconnect', 'transport close');
    jest.advanceTimersByTime(4999);
    expect(fake.connectCalls).toBe(before);
    jest.advanceTimersByTime(1);
    expect(fake.connectCalls).toBe(before + 1);
  });

  it('counts connection errors and stops retrying at 10 attempts', () => {
    for (let i = 0; i < 12; i += 1) {
      fake.fire('connect_error', new Error('refused'));
      jest.advanceTimersByTime(5000);
    }
    expect(getConnectionState().attempts).toBe(10);
    // The first call is the initial connect; then one retry per error while attempts < 10.
    expect(fake.connectCalls).toBe(1 + 9);
  });

  it('does not reconnect after closing on sign-out', () => {
    fake.fire('connect');
    const closed = fake;
    closeSocket();
    jest.advanceTimersByTime(60_000);
    expect(closed.connectCalls).toBe(1);
    expect(getConnectionState()).toEqual({
      connected: false,
      authenticated: false,
      attempts: 0,
      quality: null,
    });
  });

  it('rates the connection from the ping round trip answered through the ack', () => {
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    expect(fake.emitted).toContain('ping');
    jest.advanceTimersByTime(250);
    fake.acks.get('ping')?.({ time: Date.now() });
    expect(getConnectionState().quality).toBe('good');
  });

  it('pings again every 60 s while authenticated', () => {
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    const pings = () => fake.emitted.filter((e) => e === 'ping').length;
    expect(pings()).toBe(1);
    jest.advanceTimersByTime(60_000);
    expect(pings()).toBe(2);
  });
});

describe('the 5 s stuck-connection check (spec 000 section 9, issue 31)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    openSocket();
  });
  afterEach(() => {
    closeSocket();
    jest.useRealTimers();
  });

  it('drops and reopens a connection whose authentication has not come at two checks in a row', () => {
    fake.fire('connect');
    expect(fake.connectCalls).toBe(1);
    jest.advanceTimersByTime(5000);
    // One check has seen it: not yet (it may have connected just before).
    expect(fake.connectCalls).toBe(1);
    expect(getConnectionState().connected).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(fake.connected).toBe(false);
    // The retry, due at once (the last attempt was 10 s ago).
    jest.advanceTimersByTime(1);
    expect(fake.connectCalls).toBe(2);
    // The new attempt authenticates: nothing more happens.
    fake.fire('connect');
    fake.fire('authenticated', { user: { id: 'u-1' } });
    jest.advanceTimersByTime(30_000);
    expect(fake.connectCalls).toBe(2);
    expect(getConnectionState()).toMatchObject({ connected: true, authenticated: true });
  });

  it('leaves a connecting socket and an authenticated one alone', () => {
    jest.advanceTimersByTime(20_000);
    expect(fake.connectCalls).toBe(1);
    fake.fire('connect');
    jest.advanceTimersByTime(1000);
    fake.fire('authenticated', { user: { id: 'u-1' } });
    jest.advanceTimersByTime(60_000);
    expect(fake.connectCalls).toBe(1);
  });
});

describe('qualityOf (spec 000 section 4)', () => {
  it('is excellent under 100 ms, good under 500 ms, else poor', () => {
    expect(qualityOf(99)).toBe('excellent');
    expect(qualityOf(100)).toBe('good');
    expect(qualityOf(499)).toBe('good');
    expect(qualityOf(500)).toBe('poor');
  });
});
