// Whole public pages of a tournament, rendered once per change and then answered from memory by
// proxy.ts: a hall of phones refreshing a 256-player draw, or all of them refreshing at once after
// a result, costs one render per change instead of one per phone. A page is kept in the page cache
// (lib/live/tournament-cache.ts) under its tournament, so the tournament's next live event drops it
// on every instance. A public page that does not exist is answered here too, drawn by the server
// (`notFoundPage`), since Next.js's notFound() is a blank shell without its script.
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/db/app-database';
import { LOCALE_COOKIE, requestLocale, type Locale } from '@/i18n/locales';
import { bytesBody } from '@/lib/http/bytes-body';
import { publicTournamentOfSlug } from '@/lib/services/views/public-lookups';
import { cachedForTournament, getAppLive } from './app-live';

/** The pages kept: a tournament, its matches by round, one of its matches, its embed. */
const KEPT_PAGE = /^\/(?:t\/([^/]+)(?:\/m\/\d+|\/rounds)?|embed\/([^/]+))\/?$/;

/**
 * The query a kept page may carry: the section of the draw shown, and Next.js's cache-busting
 * `_rsc`. Anything else is rendered but not kept, so made-up queries cannot fill the cache.
 */
const KEPT_QUERY = new Map([
  ['section', /^(?:winners|losers)-(?:\d{1,3}|final)$/],
  ['_rsc', /^[\w-]{1,32}$/],
]);

export function keepsQuery(query: URLSearchParams): boolean {
  return [...query].every(
    ([name, value]) => query.getAll(name).length === 1 && (KEPT_QUERY.get(name)?.test(value) ?? false),
  );
}

/** The request headers Next.js varies a page's answer on (its RSC navigation headers). */
const VARIANT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/** Response headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
];

/** Marks the request this cache makes for a missing page; its value is this process's secret. */
const RENDER_HEADER = 'x-warri-render';

/** Longest wait for a page to render before the request is left to Next.js itself. */
const RENDER_TIMEOUT_MS = 30_000;

interface KeptPage {
  headers: [string, string][];
  body: Buffer;
}

/** A render that answered something other than 200: not kept, the request goes to Next.js. */
class NotKept extends Error {
  constructor(readonly status: number) {
    super(`The render answered ${status}`);
  }
}

const secretKey = Symbol.for('warri-open.render-secret');
type SecretHolder = { [secretKey]?: string };

function renderSecret(): string {
  // On globalThis: proxy.ts and the app are separate bundles of one process.
  return ((globalThis as SecretHolder)[secretKey] ??= randomUUID());
}

/**
 * The answer to this request before Next.js renders it: the kept page, the server-drawn not-found
 * page for a tournament (or one of its matches) that does not exist, or null when Next.js should
 * render it: not a public page, this cache's own render, or no live connection to tell when the
 * page changes. The kept pages are the same for everyone who reads in one language (what only the
 * staff see, their links, is fetched by the browser). A render that the live event overtook is never kept. Next.js's
 * client-side navigations and refreshes (RSC requests) are kept too, per variant of the headers
 * they vary on. The proxy cannot keep what Next.js renders for it, so a missing page is asked for
 * from this same server, with a header that lets that request through to the renderer.
 */
export async function keptPageResponse(request: NextRequest): Promise<Response | null> {
  if (request.method !== 'GET' || request.headers.get(RENDER_HEADER) === renderSecret()) return null;
  const route = KEPT_PAGE.exec(request.nextUrl.pathname);
  if (!route) return null;
  // The proxy has refused a path that is not valid percent-encoding before this.
  const slug = decodeURIComponent(route[1] ?? route[2]);
  const tournament = await publicTournamentOfSlug(await getDb(), slug, cachedForTournament);
  if (!tournament) return notFoundPage(request);

  // `next start` sets this to the address it listens on; under another server nothing is kept.
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (!keepsQuery(request.nextUrl.searchParams) || !origin) return null;
  const { cache } = await getAppLive();
  if (!cache.caching) return null;

  // One address, a page per language: the reader's language is decided here as i18n/request.ts
  // would, and the render asked for in it.
  const locale = requestLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
  const variant = [
    locale,
    request.nextUrl.pathname + request.nextUrl.search,
    ...VARIANT_HEADERS.map((name) => request.headers.get(name) ?? ''),
  ].join('\n');
  let page: KeptPage;
  try {
    page = await cache.get(
      tournament.id,
      `page:${variant}`,
      () => renderPage(origin, request, locale),
      (kept) => kept.body.length,
    );
  } catch (error) {
    if (!(error instanceof NotKept)) console.error(`Rendering ${request.nextUrl.pathname} to keep it failed:`, error);
    else if (error.status === 404) return notFoundPage(request);
    return null;
  }
  // Sent as it is: Next.js drops a proxy's Content-Encoding and Content-Length (send-response.js)
  // and compresses the answer itself when the request accepts gzip.
  return new Response(bytesBody(page.body), { status: 200, headers: page.headers });
}

/**
 * An address no route can match (folders whose names start with `_` are not routes): Next.js answers
 * it with its built not-found page, 404 and not to be cached. Its own `/_not-found` would be
 * answered cacheable for a year, and the tournament may be made public tomorrow.
 */
const NO_ROUTE = '/_no-route';

/**
 * Next.js's built not-found page, drawn by the server, for a page request (null for a client-side
 * navigation). Next.js answers a page's notFound() with an empty shell that the browser's script
 * fills in (vercel/next.js#62228): a phone on a slow line, a link preview or a search engine gets a
 * blank page. Its built not-found page (the one an address matching no route gets) is drawn by the
 * server, so that is what such a request is shown. A client-side navigation (an RSC request) is
 * left to Next.js: there the script draws the page anyway.
 */
export function notFoundPage(request: NextRequest): Response | null {
  if (request.headers.has('rsc')) return null;
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url));
}

async function renderPage(origin: string, request: NextRequest, locale: Locale): Promise<KeptPage> {
  const headers = new Headers({
    [RENDER_HEADER]: renderSecret(),
    'accept-encoding': 'identity',
    cookie: `${LOCALE_COOKIE}=${locale}`,
  });
  for (const name of VARIANT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const url = new URL(request.nextUrl.pathname + request.nextUrl.search, origin);
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || response.headers.has('set-cookie')) throw new NotKept(response.status);
  return { headers: [...response.headers].filter(([name]) => !TRANSFER_HEADERS.includes(name)), body: bytes };
}
