import { useEffect, useState } from 'react';
import { demoMode } from '@/lib/contract/demo';
import { request } from './client';

// The server's mode (decision 017): only a demo server answers /api/demo/mode; a production
// server answers 404, which is "not demo" here, so the marker never shows there. Asked once when
// the marker mounts (at the app root, so once per load) with a plain effect rather than SWR: the
// marker is in the first load of every route, and SWR would come with it for this one question.

export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let active = true;
    request(demoMode, undefined, { silent: true }).then(
      (answer) => {
        if (active) setDemo(answer.demo === true);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return demo;
}
