import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
// react-vant's base: its CSS variables, hairlines and animations (not the full 30 KB stylesheet).
import 'react-vant/es/styles/base.css';
import './globals.css';

export const metadata: Metadata = {
  title: 'Canteen',
  description: '学校食堂订餐',
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
