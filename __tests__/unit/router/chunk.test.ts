import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from '@/lib/router/chunk';

describe('chunk load errors', () => {
  it('recognises bundler chunk errors and CSS chunk failures, not other errors', () => {
    const webpack = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    const css = Object.assign(new Error('Loading CSS chunk 7 failed'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(css)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('turns a load that hangs past 120000 ms into a ChunkLoadError', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    jest.useFakeTimers();
    try {
      const pending = withChunkTimeout(() => new Promise(() => undefined));
      const outcome = pending.catch((error: unknown) => error);
      jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
      jest.advanceTimersByTime(1);
      const error = await outcome;
      expect(isChunkLoadError(error)).toBe(true);
      expect((error as Error).message).toBe('Loading chunk timed out after 120000 ms');
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a load that settles in time through', async () => {
    await expect(withChunkTimeout(async () => 'module', 1000)).resolves.toBe('module');
    await expect(
      withChunkTimeout(async () => Promise.reject(new Error('boom')), 1000),
    ).rejects.toThrow('boom');
  });
});
