/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite, pg and argon2 are server-only packages with native or WASM parts: load them
  // from node_modules at run time instead of bundling them.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
};

export default nextConfig;
