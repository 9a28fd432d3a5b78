// GET /api/live?tournament=<id>[&match=<id>]: Server-Sent Events telling a public page that what
// it shows changed (see lib/live). Events carry ids only; the page fetches what changed itself.
import { getDb } from '@/db/app-database';
import { findTournament } from '@/db/queries/tournaments';
import { getAppLive } from '@/lib/live/app-live';
import { liveEventStream } from '@/lib/live/sse';
import { parseId } from '@/lib/validation/form-fields';

function positiveId(value: string | null): number | null {
  return value === null ? null : parseId(value);
}

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const tournamentId = positiveId(params.get('tournament'));
  if (tournamentId === null)
    return refusal(400, 'bad-tournament', 'Give the tournament as ?tournament=<id>, a positive whole number.');
  const matchParam = params.get('match');
  const matchId = matchParam === null ? undefined : positiveId(matchParam);
  if (matchId === null) return refusal(400, 'bad-match', 'match must be a positive whole number.');
  const tournament = await findTournament(await getDb(), tournamentId);
  if (!tournament || tournament.status === 'draft') return refusal(404, 'not-found', 'There is no such tournament.');

  const { hub } = await getAppLive();
  const stream = liveEventStream(hub, { tournamentId, matchId }, request.signal);
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies buffer responses unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}
