// The Swiss as a TRF (FIDE's Tournament Report File), after `?round=N` or every round played.
import { downloadRoute } from '@/lib/exports/download';
import { AppError } from '@/lib/errors';
import { swissTrf } from '@/lib/services/views/swiss-trf';

/** The round asked for: a whole number, or null when none is given. */
function roundOf(request: Request): number | null {
  const round = new URL(request.url).searchParams.get('round');
  if (round === null || round === '') return null;
  if (!/^\d{1,4}$/.test(round))
    throw new AppError('invalid-input', 'invalid-query', `The round must be a whole number, not "${round}".`, {
      field: 'round',
    });
  return Number(round);
}

export const GET = downloadRoute(async (db, slug, request) => {
  const { tournament, text } = await swissTrf(db, slug, roundOf(request));
  return {
    body: text,
    // TRF is plain text, read by pairing programs as UTF-8 (JaVaFo's manual asks for it).
    contentType: 'text/plain; charset=utf-8',
    filename: `${tournament.slug}.trf`,
  };
});
