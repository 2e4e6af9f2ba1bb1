import { httpsOriginOf } from '@/lib/contract/adminContent';
import { allowedWebviewUrl } from '@/lib/platform/allowedUrl';

// Decision 057: the one rule the console screen and the server apply to an allowed origin, and
// what it stores is exactly what the webview's check (decision 024) matches.

describe('httpsOriginOf', () => {
  it.each([
    ['https://partner.example.com', 'https://partner.example.com'],
    ['  HTTPS://Partner.Example.COM/  ', 'https://partner.example.com'],
    ['https://partner.example.com:8443', 'https://partner.example.com:8443'],
    ['https://partner.example.com:443', 'https://partner.example.com'],
  ])('keeps %j as %j', (input, origin) => {
    expect(httpsOriginOf(input)).toBe(origin);
  });

  it.each([
    'javascript:alert(1)',
    'javascript://https://a.example/%0aalert(1)',
    'http://partner.example.com',
    'https://partner.example.com/pay',
    'https://partner.example.com/?a=1',
    'https://partner.example.com#top',
    'https://user@partner.example.com',
    'https://user:pass@partner.example.com',
    'https://evil.example\\@partner.example.com',
    'data:text/html,hi',
    'https://',
    'partner.example.com',
    '',
  ])('refuses %j', (input) => {
    expect(httpsOriginOf(input)).toBeNull();
  });

  it('stores what the webview then lets through, and nothing of another origin', () => {
    const stored = [httpsOriginOf('HTTPS://Partner.Example.com/')!];
    expect(allowedWebviewUrl('https://partner.example.com/menu?week=1', stored)).not.toBeNull();
    expect(allowedWebviewUrl('https://partner.example.com.evil.example/', stored)).toBeNull();
  });
});
