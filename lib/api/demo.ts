import useSWR from 'swr';
import { demoMode } from '../contract/demo';
import { request } from './client';

// The server's mode (decision 017): only a demo server answers /api/demo/mode; a production
// server answers 404, which is "not demo" here, so the marker never shows there.

export function useDemoMode(): boolean {
  const { data } = useSWR(
    'demo-mode',
    () => request(demoMode, undefined, { silent: true }).catch(() => ({ demo: false })),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data?.demo === true;
}
