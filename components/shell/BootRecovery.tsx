import { APP_ROOT_ID } from './BootFrame';

/**
 * A page whose own scripts failed to load shows the exported HTML's 加载中… for good: nothing is
 * left to load them again, and the service worker that would have answered them offline is not
 * installed yet on a first visit (it precaches after the app starts). That is the parent who
 * signs in, orders and pays in their first minute and loses the network while the payment page
 * sends them back. A few bytes of inline script in <head>, run before those scripts can fail,
 * note a script or stylesheet that did not load; when the browser is online again and the
 * exported page's loading screen is still there (the app replaces it as it starts), the page
 * loads again. Only an `online` event reloads it, so a server that answers errors is never asked
 * in a loop. The app's own scripts do nothing for it: the login's first load is within bytes of
 * its budget (decision 075).
 */
export function bootRecoveryScript(): string {
  const exported = JSON.stringify(`#${APP_ROOT_ID} [data-screen-loading]`);
  return `(function(){var failed=false,loading=null;
addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))failed=true},true);
addEventListener('DOMContentLoaded',function(){loading=document.querySelector(${exported})});
addEventListener('online',function(){if(loading&&loading.isConnected&&(failed||document.readyState==='complete'))location.reload()})})();`;
}

/** First in <head>: its listener must be there before any of the page's scripts fails. */
export function BootRecoveryScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootRecoveryScript() }} />;
}
