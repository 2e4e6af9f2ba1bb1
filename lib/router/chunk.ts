// A screen module is a separate chunk. It can fail to load when the user is offline or after a new
// deploy removed the old hashed files; the shell must then show an error with retry, never a blank
// page (docs/product.md, "Errors and messages" and "Rules and limits").

export const CHUNK_LOAD_TIMEOUT_MS = 120000;

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    // The name the bundlers use, so one check covers both.
    this.name = 'ChunkLoadError';
  }
}

const chunkMessages = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk timed out/i,
];

/** webpack/Turbopack say ChunkLoadError; a failed stylesheet says CSS_CHUNK_LOAD_FAILED. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return chunkMessages.some((pattern) => pattern.test(error.message));
}

/** Rejects with a ChunkLoadError when `load` has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
