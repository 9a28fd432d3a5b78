// Throttling per client address through the real server (server.js): the address is the socket's,
// so a made-up X-Forwarded-For (or a made-up stamp header) per try changes nothing. Connections
// come from 127.0.0.2 and 127.0.0.3 (any loopback address reaches the app on 127.0.0.1), so the
// other tests, all from 127.0.0.1, are not slowed by these failures.
import { request } from 'node:http';
import { expect, test } from 'vitest';
import { describeE2E, e2eApp } from './helpers';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** An HTTP request to the app from the given local address. */
function from(
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, e2eApp().baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, cookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(options.body);
  });
}

/** next-auth's CSRF pair, got once and good for every sign-in attempt below. */
async function csrf(): Promise<{ cookie: string; token: string }> {
  const answer = await from('127.0.0.2', '/api/auth/csrf');
  return {
    cookie: answer.cookies.map((cookie) => cookie.split(';')[0]).join('; '),
    token: (JSON.parse(answer.body) as { csrfToken: string }).csrfToken,
  };
}

let forged = 0;

/** A sign-in with a wrong password, as the sign-in form sends it; answers next-auth's error code. */
async function failedSignIn(
  localAddress: string,
  pair: { cookie: string; token: string },
  headers: Record<string, string> = {},
): Promise<string> {
  forged += 1;
  const answer = await from(localAddress, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: {
      cookie: pair.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.51.100.${forged % 250}`,
      ...headers,
    },
    body: new URLSearchParams({
      csrfToken: pair.token,
      email: `spray-${Date.now()}-${forged}@example.test`,
      password: 'a guess',
      json: 'true',
    }).toString(),
  });
  const { url } = JSON.parse(answer.body) as { url: string };
  return new URL(url).searchParams.get('error') ?? 'none';
}

describeE2E('client address', () => {
  test('a fresh X-Forwarded-For per try does not escape the per-address limit; another connection is not affected', async () => {
    const pair = await csrf();
    // Twenty-one free failures from one address, each claiming to come from somewhere else…
    for (let index = 0; index < 21; index += 1)
      expect(await failedSignIn('127.0.0.2', pair)).toBe('invalid-credentials');
    // …then the address is slowed, whatever it claims, also with a made-up stamp of server.js.
    expect(await failedSignIn('127.0.0.2', pair, { 'x-warri-peer-address': 'made-up 203.0.113.1' })).toMatch(
      /^too-many-attempts:\d+$/,
    );
    // Another connection claiming to be the slowed address is not slowed.
    expect(
      await failedSignIn('127.0.0.3', pair, {
        'x-forwarded-for': '127.0.0.2',
        'x-warri-peer-address': 'made-up 127.0.0.2',
      }),
    ).toBe('invalid-credentials');
  });
});
