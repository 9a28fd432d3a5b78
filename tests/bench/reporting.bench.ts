// Twenty scorers reporting games at once, each in a match of its own, with a spectator watching the
// tournament's live stream: how long from a scorer sending a report to the spectator's event about
// that match, and how many reports the app takes per second. Each scorer waits for its event
// before the next report, so every event belongs to exactly one report.
import { startLoadSetup } from '../load/load-app';
import { percentile, roundMs } from '../load/latency';
import { reportGame } from '../load/report-client';
import { connectSpectator, liveUrl } from '../load/sse-client';
import type { Benchmark } from './benchmark';

const SCORERS = 20;
/**
 * Reports per scorer. South wins every game and the opener alternates, so the two players win in
 * turn: ten games are 5–5, and a first-to-six series stays open.
 */
const REPORTS = 10;

export const benchmark: Benchmark = {
  name: 'reporting: 20 concurrent scorers, report to the spectators’ event',
  async run(log) {
    const setup = await startLoadSetup({ players: 256, winsNeeded: 6, log });
    const spectator = await connectSpectator(liveUrl(setup.app.baseUrl, setup.event.tournamentId));
    try {
      const matches = setup.event.openMatches.slice(0, SCORERS);
      if (matches.length < SCORERS) throw new Error(`Only ${matches.length} open matches for ${SCORERS} scorers`);
      const toEvent: number[] = [];
      const toAnswer: number[] = [];
      const scorer = async (matchId: number) => {
        for (let game = 0; game < REPORTS; game++) {
          const from = spectator.events.length;
          const sent = performance.now();
          const answer = await reportGame(setup.app.baseUrl, setup.event.token, matchId);
          toAnswer.push(performance.now() - sent);
          if (answer.status !== 201)
            throw new Error(`Report in match ${matchId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          const change = await spectator.next(
            (event) => event.event === 'change' && (event.data as { matchId?: number }).matchId === matchId,
            { from, timeoutMs: 10_000 },
          );
          toEvent.push(change.at - sent);
        }
      };
      // A warm-up round (one report per match, not counted) so the timed reports meet compiled code.
      await Promise.all(
        setup.event.openMatches
          .slice(SCORERS, SCORERS * 2)
          .map((match) => reportGame(setup.app.baseUrl, setup.event.token, match.id)),
      );
      const started = performance.now();
      await Promise.all(matches.map((match) => scorer(match.id)));
      const seconds = (performance.now() - started) / 1000;
      const count = SCORERS * REPORTS;
      log(
        `${count} reports in ${seconds.toFixed(2)} s; to the event p50 ${percentile(toEvent, 50).toFixed(1)} ms, p99 ${percentile(toEvent, 99).toFixed(1)} ms; to the answer p50 ${percentile(toAnswer, 50).toFixed(1)} ms`,
      );
      return [
        {
          name: 'reporting.toEvent.p50',
          value: roundMs(percentile(toEvent, 50)),
          unit: 'ms',
          note: `report sent → spectator's SSE event, ${SCORERS} scorers × ${REPORTS} games`,
        },
        {
          name: 'reporting.toEvent.p99',
          value: roundMs(percentile(toEvent, 99)),
          unit: 'ms',
          note: 'the same, 99th percentile (aim < 50 ms)',
        },
        {
          name: 'reporting.toAnswer.p50',
          value: roundMs(percentile(toAnswer, 50)),
          unit: 'ms',
          note: 'report sent → 201 answer, median',
        },
        {
          name: 'reporting.toAnswer.p99',
          value: roundMs(percentile(toAnswer, 99)),
          unit: 'ms',
          note: 'report sent → 201 answer, 99th percentile',
        },
        {
          name: 'reporting.reportsPerSec',
          value: Math.round(count / seconds),
          unit: 'req/s',
          note: `confirmed reports per second, ${SCORERS} scorers each waiting for its event`,
        },
      ];
    } finally {
      spectator.close();
      await setup.close();
    }
  },
};
