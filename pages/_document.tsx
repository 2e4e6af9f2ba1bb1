import { Head, Html, Main, NextScript } from 'next/document';
import { BootFrame, BootFrameScript } from '@/components/shell/BootFrame';
import { zhCN } from '@/lib/i18n/zh-CN';

// The exported HTML is built once, in the default language; the app sets `lang` and the title for
// the active one when it starts.
export default function Document() {
  return (
    <Html lang="zh-CN">
      <Head>
        <meta name="description" content={zhCN.common.appDescription} />
        <meta name="theme-color" content="#ff915e" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
      </Head>
      <body>
        <BootFrame />
        <Main />
        <BootFrameScript />
        <NextScript />
      </body>
    </Html>
  );
}
