/** Set on <html> once the app's scripts run (app/CanteenApp.tsx). */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * A page whose own scripts failed to load shows the exported HTML's 加载中… for good: nothing is
 * left to load them again, and the service worker that would have answered them offline is not
 * installed yet on a first visit (it precaches after the app starts). That is the parent who
 * signs in, orders and pays in their first minute and loses the network while the payment page
 * sends them back. A few bytes of inline script in <head>, run before those scripts can fail,
 * note a script or stylesheet that did not load; when the browser is online again and the app
 * has still not started, the page loads again. Only an `online` event reloads, so a server that
 * answers errors is never asked in a loop.
 */
export function bootRecoveryScript(): string {
  const started = JSON.stringify(APP_STARTED_ATTRIBUTE);
  return `(function(){var failed=false;
addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))failed=true},true);
addEventListener('online',function(){if(document.documentElement.hasAttribute(${started}))return;if(failed||document.readyState==='complete')location.reload()})})();`;
}

/** First in <head>: its listener must be there before any of the page's scripts fails. */
export function BootRecoveryScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootRecoveryScript() }} />;
}
