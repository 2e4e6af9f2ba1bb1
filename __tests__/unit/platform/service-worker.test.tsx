import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import {
  clearUserCaches,
  registerServiceWorker,
  resetServiceWorkerForTests,
} from '@/lib/platform/serviceWorker';

// A stand-in for workbox-window's Workbox: records what the page asks of the worker.
type Listener = () => void;
const fakeWorkboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, Listener[]>();
  skipWaitingMessages = 0;
  constructor(
    public url: string,
    public options: { scope: string },
  ) {
    fakeWorkboxes.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  register() {
    return Promise.resolve({});
  }
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
  emit(type: string) {
    this.listeners.get(type)?.forEach((listener) => listener());
  }
}
jest.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const originalNodeEnv = process.env.NODE_ENV;
function setNodeEnv(value: string) {
  (process.env as Record<string, string>).NODE_ENV = value;
}

beforeEach(() => {
  fakeWorkboxes.length = 0;
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
    expect(fakeWorkboxes).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('in a production browser build', () => {
  beforeEach(() => {
    setNodeEnv('production');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  it('registers /sw.js for the whole site once', async () => {
    await expect(registerServiceWorker()).resolves.toBe(true);
    await registerServiceWorker();
    expect(fakeWorkboxes).toHaveLength(1);
    expect(fakeWorkboxes[0]).toMatchObject({ url: '/sw.js', options: { scope: '/' } });
  });

  it('offers a reload once a new version is waiting, and hands over to it on click', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<UpdatePrompt />);
    await act(() => registerServiceWorker());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => fakeWorkboxes[0]!.emit('waiting'));

    expect(screen.getByRole('status')).toHaveTextContent('有新版本可用');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(fakeWorkboxes[0]!.skipWaitingMessages).toBe(1);
    jest.useRealTimers();
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
