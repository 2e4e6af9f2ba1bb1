'use client';

// The scanner's eyes (decision 078): the back camera through getUserMedia, one frame every
// SCAN_INTERVAL_MS drawn to a canvas and read by jsQR (a kept library, loaded only when the
// scanner opens). The scanner takes any `CodeSource`, so tests feed decoded strings straight in
// instead of faking a camera in jsdom.

export const SCAN_INTERVAL_MS = 150;
/** Frames are read at most this wide: enough for a code held at a tray's distance, and quick. */
const READ_WIDTH = 640;

/** No camera on the device (or none the browser will give), or the person refused it. */
export type CameraProblem = 'none' | 'denied';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera: ${problem}`);
  }
}

export interface CodeSource {
  /**
   * Starts reading codes into `video` and calls `onCode` with the text of each frame's code.
   * Resolves to a stop function; rejects with a CameraError when there is no camera to use.
   */
  start(video: HTMLVideoElement | null, onCode: (text: string) => void): Promise<() => void>;
}

function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none';
}

export const cameraSource: CodeSource = {
  async start(video, onCode) {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!video || !media?.getUserMedia) throw new CameraError('none');
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      throw new CameraError(problemOf(error));
    }
    const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
    let jsQR: (typeof import('jsqr'))['default'];
    try {
      jsQR = (await import('jsqr')).default;
      video.srcObject = stream;
      video.muted = true;
      video.setAttribute('playsinline', 'true');
      await video.play().catch(() => undefined);
    } catch (error) {
      stopTracks();
      throw error;
    }
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const timer = window.setInterval(() => {
      if (!context || video.readyState < 2 || video.videoWidth === 0) return;
      const scale = Math.min(1, READ_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: 'dontInvert',
      });
      if (found?.data) onCode(found.data);
    }, SCAN_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      stopTracks();
      video.srcObject = null;
    };
  },
};
