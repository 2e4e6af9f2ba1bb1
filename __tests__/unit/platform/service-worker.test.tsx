import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import {
  checkForUpdate,
  clearUserCaches,
  registerServiceWorker,
  resetServiceWorkerForTests,
} from '@/lib/platform/serviceWorker';

// A stand-in for the browser's service worker container, as workbox-window drives it: records
// what the page asks of it and raises the events a browser would.
type Listener = (event: { target: unknown }) => void;
class FakeTarget {
  listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((known) => known !== listener),
    );
  }
  emit(type: string) {
    this.listeners.get(type)?.forEach((listener) => listener({ target: this }));
  }
}
class FakeWorker extends FakeTarget {
  messages: unknown[] = [];
  scriptURL = 'http://localhost/sw.js';
  constructor(public state: string) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: string) {
    this.state = state;
    this.emit('statechange');
  }
}
class FakeRegistration extends FakeTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('activated');
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new /sw.js: it installs, then waits while the old one is active. */
  installNewVersion() {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    this.emit('updatefound');
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    return worker;
  }
}
const registrations: { url: string; options: { scope: string }; registration: FakeRegistration }[] =
  [];
function fakeContainer() {
  return Object.assign(new FakeTarget(), {
    register(url: string, options: { scope: string }) {
      const registration = new FakeRegistration();
      registrations.push({ url, options, registration });
      return Promise.resolve(registration);
    },
  });
}

// workbox-window posts its messages with a reply port; jsdom has no MessageChannel, browsers do.
// The page never waits for a reply to SKIP_WAITING, so two inert ports are enough here.
class InertMessageChannel {
  port1 = { onmessage: null };
  port2 = {};
}
Object.defineProperty(globalThis, 'MessageChannel', {
  value: InertMessageChannel,
  configurable: true,
});

const originalNodeEnv = process.env.NODE_ENV;
function setNodeEnv(value: string) {
  (process.env as Record<string, string>).NODE_ENV = value;
}

beforeEach(() => {
  registrations.length = 0;
  resetServiceWorkerForTests();
});
afterEach(() => {
  setNodeEnv(originalNodeEnv);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('outside a production browser build', () => {
  it('registers nothing and shows no prompt', async () => {
    render(<UpdatePrompt />);
    await expect(registerServiceWorker()).resolves.toBe(false);
    expect(registrations).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('in a production browser build', () => {
  beforeEach(() => {
    setNodeEnv('production');
    Object.defineProperty(navigator, 'serviceWorker', {
      value: fakeContainer(),
      configurable: true,
    });
  });

  it('registers /sw.js for the whole site once', async () => {
    await expect(registerServiceWorker()).resolves.toBe(true);
    await registerServiceWorker();
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({ url: '/sw.js', options: { scope: '/' } });
  });

  it('offers a reload once a new version is waiting, and hands over to it on click', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<UpdatePrompt />);
    await act(() => registerServiceWorker());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    let waiting: FakeWorker | undefined;
    act(() => {
      waiting = registrations[0]!.registration.installNewVersion();
    });
    // workbox-window says "waiting" once the installed version is still waiting 200 ms later.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(250);
    });

    expect(screen.getByRole('status')).toHaveTextContent('有新版本可用');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(waiting!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    jest.useRealTimers();
  });

  it('offers the reload at once when a version was already waiting', async () => {
    const container = fakeContainer();
    container.register = (url, options) => {
      const registration = new FakeRegistration();
      registration.waiting = new FakeWorker('installed');
      registrations.push({ url, options, registration });
      return Promise.resolve(registration);
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    render(<UpdatePrompt />);
    await act(() => registerServiceWorker());
    expect(screen.getByRole('status')).toHaveTextContent('有新版本可用');
  });

  it('a first install (no version active yet) offers nothing', async () => {
    render(<UpdatePrompt />);
    await act(() => registerServiceWorker());
    const registration = registrations[0]!.registration;
    registration.active = null;
    act(() => {
      const worker = new FakeWorker('installing');
      registration.installing = worker;
      registration.emit('updatefound');
      worker.becomes('installed');
      worker.becomes('activated');
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checkForUpdate asks the browser to look for a new /sw.js', async () => {
    await checkForUpdate();
    expect(registrations[0]!.registration.updates).toBe(1);
  });
});

describe('clearUserCaches', () => {
  it("drops the caches holding the user's data and keeps the shell", async () => {
    const names = new Set([
      'workbox-precache-v2-http://localhost/',
      'canteen-user-meal-calendar',
      'canteen-user-agreements',
      'canteen-images',
    ]);
    const fakeCaches = {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    };
    Object.defineProperty(globalThis, 'caches', { value: fakeCaches, configurable: true });
    try {
      await clearUserCaches();
      expect([...names].sort()).toEqual([
        'canteen-images',
        'workbox-precache-v2-http://localhost/',
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });
});
