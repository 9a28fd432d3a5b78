/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end tests build into their own folder, so they never clash with a developer's
  // `next dev` or `next build` in `.next`.
  distDir: process.env.WARRI_NEXT_DIST_DIR || '.next',
  // PGlite, pg and argon2 are server-only packages with native or WASM parts: load them
  // from node_modules at run time instead of bundling them.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
};

export default nextConfig;
