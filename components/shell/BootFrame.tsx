import { en } from '@/lib/i18n/en';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';
import { zhCN } from '@/lib/i18n/zh-CN';
import { LOGIN_PAGE } from '@/lib/router/routes';

// The login screen's frame (decision 055): its title paints with the HTML instead of after the
// scripts, which is the login route's largest paint. A few hundred bytes of inline script in
// app/layout.tsx, run as the HTML is parsed, choose the language as the app will (the Settings
// choice, else the browser's), draw the frame beside the app's root and take it away as soon as
// the app shows any screen (nothing marked data-screen-loading left in the root), or after 15 s
// whatever happens. The script draws the frame itself, so React never hydrates it: React 19 skips
// an element of another type than it expects in <body> (a <section>, where the app's root is a
// <div>), while a frame React had rendered, changed by the script before hydration, would be a
// mismatch (decision 075).

const FRAME_ID = 'boot-frame';
/** The element app/layout.tsx mounts the app in. */
export const APP_ROOT_ID = 'app-root';

/** The same box and type as the login panel's `main` and `h1` (components/login/login.module.css). */
const FRAME_STYLE =
  'position:fixed;inset:0;z-index:1;box-sizing:border-box;padding:48px 16px 24px;background:#f7f8fa';
const TITLE_STYLE =
  'margin:0 0 24px;text-align:center;font-size:22px;font-weight:600;color:#323233';

function bootScript(): string {
  const titles = JSON.stringify({ 'zh-CN': zhCN.auth.welcome, en: en.auth.welcome });
  return `(function(){
var path=location.hash.slice(1).split('?')[0]||location.pathname;
var root=document.getElementById(${JSON.stringify(APP_ROOT_ID)});
if(!root||path!==${JSON.stringify(LOGIN_PAGE)})return;
var locale=null;try{locale=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
if(locale!=='en'&&locale!=='zh-CN'){var first=(navigator.languages&&navigator.languages[0])||navigator.language||'';locale=/^en(-|$)/i.test(first)?'en':'zh-CN'}
var frame=document.createElement('section');frame.id=${JSON.stringify(FRAME_ID)};frame.setAttribute('aria-hidden','true');frame.style.cssText=${JSON.stringify(FRAME_STYLE)};
var title=document.createElement('h1');title.style.cssText=${JSON.stringify(TITLE_STYLE)};title.textContent=${titles}[locale];frame.appendChild(title);
root.parentNode.insertBefore(frame,root);var observer;
function drop(){frame.remove();if(observer)observer.disconnect()}
if(window.MutationObserver){observer=new MutationObserver(function(){if(!root.querySelector('[data-screen-loading]'))drop()});observer.observe(root,{childList:true,subtree:true})}
setTimeout(drop,15000)})();`;
}

/** Goes right after the app's root, so the root exists when it runs. */
export function BootFrameScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootScript() }} />;
}
