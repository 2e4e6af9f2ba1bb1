import { writeFileSync } from 'node:fs';
import { create } from 'qrcode';

// Chromium's fake camera for the serving test (decision 078): a Y4M file it plays in a loop as
// the capture device (`--use-file-for-fake-video-capture`). Each frame is a grey picture (the Y
// plane; U and V flat at 128) showing one QR code black on white with its quiet zone, or nothing.

export const WIDTH = 640;
export const HEIGHT = 480;
export const FPS = 10;

/** One scene of the film: a code (or null for a blank picture) held for `seconds`. */
export interface Scene {
  code: string | null;
  seconds: number;
}

function lumaOf(code: string | null): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT, 200);
  if (code === null) return y;
  const { modules } = create(code, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const scale = Math.floor((HEIGHT - 40) / cells);
  const side = cells * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let row = 0; row < side; row++)
    for (let col = 0; col < side; col++) {
      const r = Math.floor(row / scale) - quiet;
      const c = Math.floor(col / scale) - quiet;
      const dark = r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c);
      y[(top + row) * WIDTH + left + col] = dark ? 16 : 235;
    }
  return y;
}

/** Writes the scenes as a Y4M film to `path` (the browser loops it). */
export function writeFakeCameraFilm(path: string, scenes: readonly Scene[]): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`, 'ascii'),
  ];
  for (const scene of scenes) {
    const luma = lumaOf(scene.code);
    const frames = Math.max(1, Math.round(scene.seconds * FPS));
    for (let i = 0; i < frames; i++)
      parts.push(Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma);
  }
  writeFileSync(path, Buffer.concat(parts));
}

/** The chromium switches that make the film the camera, granted without asking. */
export function fakeCameraArgs(path: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${path}`,
  ];
}
