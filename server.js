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

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
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
server.listen(port, hostname, () => console.log(`Warri Open is listening on http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
