// Layout is drawn on a 750 px design width (docs/product.md, "Rules and limits"). Design px become rem: 1 rem = 40
// design px, and the root font size follows the viewport, so a 750-wide design fills any phone.
// Designs drawn at 640 or 828 are scaled by the spec's device ratios.

export const DESIGN_WIDTH = 750;
export const DESIGN_PX_PER_REM = 40;

export const DEVICE_RATIO: Readonly<Record<number, number>> = { 640: 1.17, 750: 1, 828: 0.905 };

/** Phones narrower or wider than this keep the edge size: a kiosk does not get giant text. */
export const MIN_VIEWPORT = 320;
export const MAX_VIEWPORT = 540;

/** The factor that brings a design of `designWidth` onto the 750 base. */
export function deviceRatio(designWidth: number = DESIGN_WIDTH): number {
  const known = DEVICE_RATIO[designWidth];
  if (known !== undefined) return known;
  if (!(designWidth > 0)) throw new RangeError(`design width must be positive, got ${designWidth}`);
  return Math.round((DESIGN_WIDTH / designWidth) * 1000) / 1000;
}

/** `designPxToRem(100)` -> 2.5 (rem) for the default 750 design. */
export function designPxToRem(px: number, designWidth: number = DESIGN_WIDTH): number {
  return Math.round(((px * deviceRatio(designWidth)) / DESIGN_PX_PER_REM) * 100000) / 100000;
}

/** The root font size (CSS px) that makes 1 rem = 40 design px on this viewport: 20 on a 375 phone. */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(MAX_VIEWPORT, Math.max(MIN_VIEWPORT, viewportWidth));
  return Math.round(((width * DESIGN_PX_PER_REM) / DESIGN_WIDTH) * 1000) / 1000;
}

/** Sets the root font size and `--canteen-rem` now and on every resize; returns the cleanup. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    const size = `${rootFontSize(win.document.documentElement.clientWidth || win.innerWidth)}px`;
    win.document.documentElement.style.fontSize = size;
    win.document.documentElement.style.setProperty('--canteen-rem', size);
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
