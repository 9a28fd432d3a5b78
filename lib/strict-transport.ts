// HTTP Strict Transport Security. Once a browser has had it over https, it goes to this host (and
// its subdomains) only over https for two years, so nobody on the network can strip TLS from a
// sign-in. Sent only when NEXTAUTH_URL says the app is served over https: over plain http browsers
// ignore it, and a demo on localhost must not pin every other local app to https. It is decided
// when the app runs, not at build time (next.config.js headers are fixed by `next build`), so one
// build serves both.

/** Two years, subdomains included (what the preload list asks; joining it is the operator's choice). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The Strict-Transport-Security value to send, or null when the app is not configured for https. */
export function strictTransportSecurity(env: Record<string, string | undefined> = process.env): string | null {
  return env.NEXTAUTH_URL?.startsWith('https://') ? STRICT_TRANSPORT_SECURITY : null;
}
