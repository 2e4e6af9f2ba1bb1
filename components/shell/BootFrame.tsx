import { en } from '@/lib/i18n/en';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';
import { zhCN } from '@/lib/i18n/zh-CN';
import { LOGIN_PAGE } from '@/lib/router/routes';

// The login screen's frame in the exported HTML (decision 055): its title paints with the HTML
// instead of after the scripts, which is the login route's largest paint. Rendered only by
// app/layout.tsx at build time, so it costs the first load no JavaScript: a few hundred bytes
// of inline script choose the language as the app will (the Settings choice, else the browser's)
// and take the frame away as soon as the app shows any screen (nothing marked
// data-screen-loading left in the root), or after 15 s whatever happens.

const FRAME_ID = 'boot-frame';
const ROOT_ID = 'app-root';

/** The same box and type as the login panel's `main` and `h1` (components/login/login.module.css). */
const FRAME_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  padding: '48px 16px 24px',
  background: '#f7f8fa',
} as const;
const TITLE_STYLE = {
  margin: '0 0 24px',
  textAlign: 'center',
  fontSize: 22,
  fontWeight: 600,
  color: '#323233',
} as const;

function bootScript(): string {
  const titles = JSON.stringify({ 'zh-CN': zhCN.auth.welcome, en: en.auth.welcome });
  return `(function(){
var path=location.hash.slice(1).split('?')[0]||location.pathname;
var frame=document.getElementById(${JSON.stringify(FRAME_ID)});
if(!frame||path!==${JSON.stringify(LOGIN_PAGE)})return;
var locale=null;try{locale=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
if(locale!=='en'&&locale!=='zh-CN'){var first=(navigator.languages&&navigator.languages[0])||navigator.language||'';locale=/^en(-|$)/i.test(first)?'en':'zh-CN'}
frame.firstChild.textContent=${titles}[locale];frame.hidden=false;
var root=document.getElementById(${JSON.stringify(ROOT_ID)});var observer;
function drop(){frame.remove();if(observer)observer.disconnect()}
if(root&&window.MutationObserver){observer=new MutationObserver(function(){if(!root.querySelector('[data-screen-loading]'))drop()});observer.observe(root,{childList:true,subtree:true})}
setTimeout(drop,15000)})();`;
}

/** Goes right before the app's root: the frame, hidden unless the script shows it. */
export function BootFrame() {
  return (
    <div id={FRAME_ID} hidden aria-hidden="true" style={FRAME_STYLE}>
      <h1 style={TITLE_STYLE} />
    </div>
  );
}

/** Goes right after the app's root, so the root exists when it runs. */
export function BootFrameScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootScript() }} />;
}
