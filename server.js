// The app's server: `npm start` and `npm run demo` run this instead of `next start`, for one
// reason: Next.js gives route handlers, server actions and next-auth no way to learn the address
// of the socket a request came in on, and throttling per client address needs it. Each request is
// stamped with that address (lib/auth/peer-address.js) and handed to Next.js unchanged otherwise.
//
//   node server.js [--port 3000] [--hostname 127.0.0.1]     (PORT is read too; all interfaces by default)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPeerAddressKey, parseTrustedProxies, stampPeerAddress } from './lib/auth/peer-address.js';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

function cannotStart(message) {
  console.error(message.startsWith('Warri Open cannot start') ? message : `Warri Open cannot start: ${message}`);
  process.exit(1);
}

try {
  parseTrustedProxies(process.env.WARRI_TRUSTED_PROXIES);
} catch (error) {
  cannotStart(error.message);
}

// As `next start` does; set before Next.js is loaded, which reads it.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const key = createPeerAddressKey();
const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
try {
  await app.prepare();
} catch (error) {
  cannotStart(error instanceof Error ? error.message : String(error));
}
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  stampPeerAddress(request, key);
  handle(request, response).catch((error) => {
    console.error('request failed:', error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.listen(port, hostname, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const host =
    !hostname || hostname === '0.0.0.0' || hostname === '::'
      ? 'localhost'
      : hostname.includes(':')
        ? `[${hostname}]`
        : hostname;
  // What `next start` sets: the address the app reaches itself on. Kept pages are rendered by a
  // request to it (lib/live/kept-pages.ts), and without it nothing is kept and the proxy cannot
  // draw the server's 404 for a tournament or match that does not exist.
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${host}:${listening}`;
  console.log(`Warri Open is listening on http://${host}:${listening}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
