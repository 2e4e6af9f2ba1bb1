/** @type {import('next').NextConfig} */
const nextConfig = {
  // One exported page mounts the hash router; the server (server/) serves out/.
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: false,
};

export default nextConfig;
