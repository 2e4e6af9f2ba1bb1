import { buildZodMini } from './scripts/build-zod-mini.mjs';

// The client gets an esbuild-tree-shaken zod/mini (see scripts/build-zod-mini.mjs); regenerated
// here so `next build` and `next dev` can never run with a stale copy.
buildZodMini();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One exported page mounts the hash router; the server (server/) serves out/.
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: false,
  // `npm run typecheck` (tsc over the whole project and the worker) is the type gate, in .ci/run;
  // the build need not type-check it again (about 10 s on these machines).
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    resolveAlias: { 'zod/mini': './.generated/zod-mini.mjs' },
  },
};

export default nextConfig;
