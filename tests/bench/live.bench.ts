// A thousand spectators on the tournament's live stream while results come in: for each confirmed
// result, the time from the report being sent to the moment the LAST of the thousand received its
// event (the fan-out as the slowest phone in the hall sees it).
import { startLoadSetup } from '../load/load-app';
import { percentile, roundMs } from '../load/latency';
import { reportGame } from '../load/report-client';
import { connectSpectator, liveUrl, type SpectatorConnection } from '../load/sse-client';
import type { Benchmark } from './benchmark';

const SPECTATORS = 1_000;
const RESULTS = 50;

export const benchmark: Benchmark = {
  name: 'live: 1,000 spectators on Server-Sent Events, confirmed result to the last spectator',
  async run(log) {
    const setup = await startLoadSetup({ players: 256, winsNeeded: 6, log });
    const spectators: SpectatorConnection[] = [];
    try {
      const url = liveUrl(setup.app.baseUrl, setup.event.tournamentId);
      // Connected in batches, as a hall fills: a thousand handshakes at one instant would measure the accept queue instead.
      while (spectators.length < SPECTATORS)
        spectators.push(...(await Promise.all(Array.from({ length: 50 }, () => connectSpectator(url)))));
      log(`${spectators.length} spectators connected`);
      const toLast: number[] = [];
      const toFirst: number[] = [];
      // Result 0 warms up the report route and the fan-out and is not counted.
      for (let result = 0; result <= RESULTS; result++) {
        // Spread over matches, one report at a time: each sample is one result's fan-out alone.
        const match = setup.event.openMatches[result % setup.event.openMatches.length];
        const from = spectators.map((spectator) => spectator.events.length);
        const sent = performance.now();
        const answer = await reportGame(setup.app.baseUrl, setup.event.token, match.id);
        if (answer.status !== 201) throw new Error(`Report answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        const arrivals = await Promise.all(
          spectators.map((spectator, index) =>
            spectator.next(
              (event) => event.event === 'change' && (event.data as { matchId?: number }).matchId === match.id,
              { from: from[index], timeoutMs: 15_000 },
            ),
          ),
        );
        if (result === 0) continue;
        const times = arrivals.map((event) => event.at - sent);
        toLast.push(Math.max(...times));
        toFirst.push(Math.min(...times));
      }
      log(
        `${RESULTS} results; to the last spectator p50 ${percentile(toLast, 50).toFixed(1)} ms, p99 ${percentile(toLast, 99).toFixed(1)} ms`,
      );
      return [
        {
          name: 'live.toLast.p50',
          value: roundMs(percentile(toLast, 50)),
          unit: 'ms',
          note: `report sent → last of ${SPECTATORS} SSE spectators has the event (${RESULTS} results)`,
        },
        {
          name: 'live.toLast.p99',
          value: roundMs(percentile(toLast, 99)),
          unit: 'ms',
          note: 'the same, 99th percentile (aim < 500 ms)',
        },
        {
          name: 'live.toFirst.p50',
          value: roundMs(percentile(toFirst, 50)),
          unit: 'ms',
          note: 'report sent → first spectator has the event, median',
        },
      ];
    } finally {
      for (const spectator of spectators) spectator.close();
      await setup.close();
    }
  },
};
