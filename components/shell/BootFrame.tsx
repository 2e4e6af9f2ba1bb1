import { en } from '@/lib/i18n/en';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';
import { zhCN } from '@/lib/i18n/zh-CN';
import { HOME_PAGE, LOGIN_PAGE, route } from '@/lib/router/routes';
import { BOOT_SNAPSHOT_KEY } from '@/lib/shell/bootSnapshot';

// The login screen's frame (decision 055): its title paints with the HTML instead of after the
// scripts, which is the login route's largest paint. Home's frame (decision 090) does the same
// with the child line home showed last, while the session, the home chunk and the children load;
// it stays until home's child head is no longer pending, and goes at once if the route changes.
// The script also sets the page's language to the one the app will choose, before the first paint:
// Chinese text set under lang=en takes other fallback glyphs, so the frame's line and the app's
// would differ in width (and the app's, larger, became the largest paint again). A few hundred bytes of inline script in
// app/layout.tsx, run as the HTML is parsed, choose the language as the app will (the Settings
// choice, else the browser's), draw the frame beside the app's root and take it away as soon as
// the app shows any screen (nothing marked data-screen-loading left in the root), or after 15 s
// whatever happens. The script draws the frame itself, so React never hydrates it: React 19 skips
// an element of another type than it expects in <body> (a <section>, where the app's root is a
// <div>), while a frame React had rendered, changed by the script before hydration, would be a
// mismatch (decision 075).
// The Orders tab's frame (decision 093) is the tab's first cards as the Orders screen kept them
// (lib/shell/screenFrame.ts): elements, text and the styles they were shown with, in the language
// they were shown in. The script only rebuilds them, so what the frame shows is the Orders chunk's
// to decide; the other routes' HTML carries these two branches (0.2 KB compressed).

const FRAME_ID = 'boot-frame';
/** The element app/layout.tsx mounts the app in. */
export const APP_ROOT_ID = 'app-root';

/** The same box and type as the login panel's `main` and `h1` (components/login/login.module.css). */
const FRAME_STYLE =
  'position:fixed;inset:0;z-index:1;box-sizing:border-box;padding:48px 16px 24px;background:#f7f8fa';
const TITLE_STYLE =
  'margin:0 0 24px;text-align:center;font-size:22px;font-weight:600;color:#323233';

/** Home's frame: the page's bar and the child card (components/Page.module.css, screens/index/parts/home.module.css). */
const HOME_FRAME_STYLE =
  'position:fixed;inset:0;z-index:1;background:var(--canteen-background,#f7f8fa);color:var(--canteen-text,#333333)';
const BAR_STYLE =
  'display:flex;align-items:center;justify-content:center;height:46px;padding:env(safe-area-inset-top) 56px 0;border-bottom:1px solid #ebedf0;background:#ffffff';
const BAR_TITLE_STYLE = 'margin:0;font-size:16px;font-weight:600;line-height:22px';
const CARD_STYLE =
  'display:flex;align-items:center;gap:12px;margin:12px;padding:12px;min-height:72px;box-sizing:border-box;background:#ffffff;border-radius:8px';
const PHOTO_STYLE =
  'display:inline-flex;align-items:center;justify-content:center;flex:none;width:48px;height:48px;border-radius:50%;background:var(--canteen-accent,#ff915e);color:#ffffff;font-size:20px';
const NAME_STYLE = 'margin:0;font-size:16px';
const LINE_STYLE = 'margin:2px 0 0;font-size:12px;color:#666666;word-break:keep-all';
const SWITCH_STYLE =
  'display:inline-flex;align-items:center;min-height:36px;box-sizing:border-box;border:1px solid var(--canteen-accent,#ff915e);border-radius:18px;padding:0 12px;color:var(--canteen-accent,#ff915e);font-size:14px';

export function bootScript(): string {
  const titles = JSON.stringify({ 'zh-CN': zhCN.auth.welcome, en: en.auth.welcome });
  const css = JSON.stringify;
  return `(function(){
function at(){return location.hash.slice(1).split('?')[0]||location.pathname}
var path=at(),home=${css(HOME_PAGE)};
var root=document.getElementById(${css(APP_ROOT_ID)});if(!root)return;
function el(tag,style,text){var e=document.createElement(tag);e.style.cssText=style;if(text!=null)e.textContent=text;return e}
function kept(key){try{return JSON.parse(localStorage.getItem(key)||'null')}catch(e){return null}}
function node(n){var e=el(/^(div|header|p|h1|h2|dl|dt|dd|span)$/.test(n[0])?n[0]:'div',n[1],n[2]);(n[3]||[]).forEach(function(c){e.appendChild(node(c))});return e}
var locale=null;try{locale=localStorage.getItem(${css(LOCALE_STORAGE_KEY)})}catch(e){}
if(locale!=='en'&&locale!=='zh-CN'){var first=(navigator.languages&&navigator.languages[0])||navigator.language||'';locale=/^en(-|$)/i.test(first)?'en':'zh-CN'}
document.documentElement.lang=locale;
var frame=el('section',${css(FRAME_STYLE)});frame.id=${css(FRAME_ID)};frame.setAttribute('aria-hidden','true');
if(path===${css(LOGIN_PAGE)}){
frame.appendChild(el('h1',${css(TITLE_STYLE)},${titles}[locale]));
}else if(path===home||path==='/'){
var s=kept(${css(BOOT_SNAPSHOT_KEY)});
if(!s||typeof s.name!=='string'||typeof s.line!=='string'||typeof s.title!=='string')return;
frame.style.cssText=${css(HOME_FRAME_STYLE)};
var bar=el('header',${css(BAR_STYLE)});bar.appendChild(el('h1',${css(BAR_TITLE_STYLE)},s.title));frame.appendChild(bar);
var card=el('div',${css(CARD_STYLE)}),text=el('div','flex:1;min-width:0');
card.appendChild(el('span',${css(PHOTO_STYLE)},s.name.slice(0,1)));text.appendChild(el('h2',${css(NAME_STYLE)},s.name));text.appendChild(el('p',${css(LINE_STYLE)},s.line));card.appendChild(text);
if(typeof s.switchLabel==='string')card.appendChild(el('span',${css(SWITCH_STYLE)},s.switchLabel));
frame.appendChild(card);
}else if(path===${css(route('orders'))}){
var o=(kept(${css(BOOT_SNAPSHOT_KEY)})||{}).orders;
if(!o||o.locale!==locale||!Array.isArray(o.nodes))return;
frame.style.cssText=${css(HOME_FRAME_STYLE)};o.nodes.forEach(function(n){frame.appendChild(node(n))});
}else return;
root.parentNode.insertBefore(frame,root);var observer;
function drop(){frame.remove();if(observer)observer.disconnect();removeEventListener('hashchange',moved)}
function moved(){var now=at();if(now!==path&&!(path==='/'&&now===home))drop()}
addEventListener('hashchange',moved);
if(window.MutationObserver){observer=new MutationObserver(function(){if(!root.querySelector('[data-screen-loading],[data-boot-pending]'))drop()});observer.observe(root,{childList:true,subtree:true})}
setTimeout(drop,15000)})();`;
}

/** Goes right after the app's root, so the root exists when it runs. */
export function BootFrameScript() {
  return <script dangerouslySetInnerHTML={{ __html: bootScript() }} />;
}
