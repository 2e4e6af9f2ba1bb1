import {
  designPxToRem,
  deviceRatio,
  installRootFontSize,
  rootFontSize,
} from '@/lib/platform/layout';

describe('design-width layout', () => {
  it('maps the spec design widths to their device ratios', () => {
    expect(deviceRatio(640)).toBe(1.17);
    expect(deviceRatio(750)).toBe(1);
    expect(deviceRatio(828)).toBe(0.905);
    expect(deviceRatio()).toBe(1);
    expect(deviceRatio(375)).toBe(2);
    expect(() => deviceRatio(0)).toThrow(RangeError);
  });

  it('turns design px into rem (40 design px per rem), scaled by the ratio', () => {
    expect(designPxToRem(750)).toBe(18.75);
    expect(designPxToRem(100)).toBe(2.5);
    expect(designPxToRem(640, 640)).toBeCloseTo(18.72, 5);
    expect(designPxToRem(828, 828)).toBeCloseTo(18.7335, 4);
  });

  it('sizes the root font so the design width fills the viewport, within phone bounds', () => {
    expect(rootFontSize(375)).toBe(20);
    expect(rootFontSize(414)).toBe(22.08);
    expect(rootFontSize(200)).toBe(rootFontSize(320));
    expect(rootFontSize(1920)).toBe(rootFontSize(540));
  });

  it('applies the root font size and the --canteen-rem variable, and follows resizes', () => {
    const root = document.documentElement;
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 375 });
    const stop = installRootFontSize(window);
    expect(root.style.fontSize).toBe('20px');
    expect(root.style.getPropertyValue('--canteen-rem')).toBe('20px');
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 414 });
    window.dispatchEvent(new Event('resize'));
    expect(root.style.fontSize).toBe('22.08px');
    stop();
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 320 });
    window.dispatchEvent(new Event('resize'));
    expect(root.style.fontSize).toBe('22.08px');
  });
});
