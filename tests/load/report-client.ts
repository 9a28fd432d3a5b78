// Reporting a game's result through the JSON API as the event's organiser would from a script:
// staff reports stand at once (confirmed), so each one changes the series and is published live.

/** A game won on the board by `winner` (28–20, all 48 seeds shared out), as `POST /api/v1/matches/{id}/games` takes it. */
export function resultReport(winner: 'south' | 'north'): string {
  const [capturesSouth, capturesNorth] = winner === 'south' ? [28, 20] : [20, 28];
  return JSON.stringify({ kind: 'result', winner, capturesSouth, capturesNorth, endReason: 'score' });
}

export interface ReportAnswer {
  status: number;
  /** The answer's body (GameOutcome on success, `{ error }` on a refusal). */
  body: {
    game?: { id: number; number: number } | null;
    series?: { finished: boolean; matchStatus: string };
    replayed?: boolean;
    error?: { code: string; message: string };
  };
}

/** Reports one game of match `matchId`; a network failure (the app gone) rejects. */
export async function reportGame(
  baseUrl: string,
  token: string,
  matchId: number,
  options: { winner?: 'south' | 'north'; idempotencyKey?: string } = {},
): Promise<ReportAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(`${baseUrl}/api/v1/matches/${matchId}/games`, {
    method: 'POST',
    headers,
    body: resultReport(options.winner ?? 'south'),
  });
  return { status: response.status, body: (await response.json()) as ReportAnswer['body'] };
}
