import type { AppProps } from 'next/app';
import Head from 'next/head';
// react-vant's base: its CSS variables, hairlines and animations (not the full 30 KB stylesheet).
import 'react-vant/es/styles/base.css';
import '../app/globals.css';

// Next's pages entry (decision 053): the hash router inside CanteenApp does all routing, so the
// pages runtime (about 20 KB gzipped lighter than the app router's) is all the app needs.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>Canteen</title>
      </Head>
      <Component {...pageProps} />
    </>
  );
}
