import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
// react-vant's base: its CSS variables, hairlines and animations (not the full 30 KB stylesheet).
import 'react-vant/es/styles/base.css';
import './globals.css';
import { zhCN } from '@/lib/i18n/zh-CN';

export const metadata: Metadata = {
  title: 'Canteen',
  // The exported HTML is built once, in the default language; the app sets `lang` and the title
  // for the active one when it starts.
  description: zhCN.common.appDescription,
  manifest: '/manifest.webmanifest',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#ff915e',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
