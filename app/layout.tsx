import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
// react-vant's base: its CSS variables, hairlines and animations (not the full 30 KB stylesheet).
import 'react-vant/es/styles/base.css';
import './globals.css';
import { APP_ROOT_ID, BootFrameScript } from '@/components/shell/BootFrame';
import { BootRecoveryScript } from '@/components/shell/BootRecovery';
import { zhCN } from '@/lib/i18n/zh-CN';

// The App Router's static export (decision 075): one exported page whose client root mounts the
// hash router. The HTML is built once, in the default language; the app sets `lang` and the
// title for the active one when it starts.

export const metadata: Metadata = {
  title: 'Canteen',
  description: zhCN.common.appDescription,
  manifest: '/manifest.webmanifest',
  icons: { icon: [{ url: '/favicon.ico', sizes: '32x32' }] },
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
      <head>
        <BootRecoveryScript />
      </head>
      <body>
        <div id={APP_ROOT_ID}>{children}</div>
        <BootFrameScript />
      </body>
    </html>
  );
}
