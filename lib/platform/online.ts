import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
// Prerendered HTML assumes a connection; the browser corrects it on hydration.
const onServer = () => true;

/** navigator.onLine, re-rendering when the browser goes on- or offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
