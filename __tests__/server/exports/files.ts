import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';

/** A download's zip entries, as bytes. */
export function unzippedBytes(response: LightMyRequestResponse): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** A download's zip entries as UTF-8 text, a byte-order mark kept as U+FEFF. */
export function unzipped(response: LightMyRequestResponse): Record<string, string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Object.fromEntries(
    Object.entries(unzippedBytes(response)).map(([name, bytes]) => [name, decoder.decode(bytes)]),
  );
}
