// The route handlers of a tournament's exports (app/t/[slug]/export/…): a file built from the
// database, sent as an attachment with a filename. Refusals are plain text with their status;
// anything unexpected is logged and answered 500 without detail, as the JSON API does.
import { getDb } from '@/db/app-database';
import type { Db } from '@/db/client';
import { expectedError } from '@/lib/errors';

export interface Download {
  body: string;
  contentType: string;
  filename: string;
}

type Context = { params: Promise<{ slug: string }> };

export interface DownloadRoute {
  (request: Request, context: Context): Promise<Response>;
  /** The same handler on a database of the caller's choosing (tests). */
  handle(request: Request, context: Context, db: Db): Promise<Response>;
}

export function downloadRoute(build: (db: Db, slug: string, request: Request) => Promise<Download>): DownloadRoute {
  const handle = async (request: Request, context: Context, db: Db | null): Promise<Response> => {
    try {
      const { slug } = await context.params;
      const file = await build(db ?? (await getDb()), slug, request);
      return new Response(file.body, {
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.filename}"`,
          // Results change as games are confirmed: always ask again.
          'cache-control': 'no-cache',
        },
      });
    } catch (error) {
      const expected = expectedError(error);
      if (!expected) console.error('Export failed:', error);
      return new Response(
        expected ? expected.message : 'Something went wrong on the server. It has been logged; please try again.',
        {
          status: expected ? expected.status : 500,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        },
      );
    }
  };
  return Object.assign((request: Request, context: Context) => handle(request, context, null), {
    handle: (request: Request, context: Context, db: Db) => handle(request, context, db),
  });
}
