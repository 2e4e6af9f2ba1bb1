import { directLoadTarget, hashHref, parseUrl, urlFromHash } from '@/lib/router/url';

describe('router urls', () => {
  it('parses a path and its query', () => {
    expect(parseUrl('/pages/meal/day?date=2026-11-21&x=a%20b')).toEqual({
      path: '/pages/meal/day',
      query: { date: '2026-11-21', x: 'a b' },
    });
    expect(parseUrl('/pages/my/index')).toEqual({ path: '/pages/my/index', query: {} });
  });

  it('reads the in-app url from a hash; an empty hash is the first page', () => {
    expect(urlFromHash('#/pages/meal/day?date=1')).toBe('/pages/meal/day?date=1');
    expect(urlFromHash('')).toBe('/pages/entrance/index');
    expect(urlFromHash('#/')).toBe('/pages/entrance/index');
    expect(hashHref('/pages/my/index')).toBe('/#/pages/my/index');
  });

  it('moves a direct /pages load (with its query) into the hash and leaves other paths alone', () => {
    expect(directLoadTarget('/pages/meal/day', '?date=2026-11-21')).toBe(
      '/#/pages/meal/day?date=2026-11-21',
    );
    expect(directLoadTarget('/pages/my/index/', '')).toBe('/#/pages/my/index');
    expect(directLoadTarget('/', '')).toBeNull();
    expect(directLoadTarget('/index.html', '?a=1')).toBeNull();
  });
});
