// A match ready to be recorded at the table: a new single-game knockout of two checked-in players,
// seeded and started through the JSON API by the signed-in organiser.
import type { Page } from 'playwright-core';
import { callApi } from './helpers';

/** Starts a two-player knockout named `name` as the page's signed-in organiser; answers the path of its recorder. */
export async function startTableMatch(organiser: Page, name: string): Promise<string> {
  const created = await callApi(organiser, 'POST', '/tournaments', {
    name: `${name} ${Date.now() % 1_000_000}`,
    format: 'single-elimination',
    winsNeeded: 1,
  });
  const slug = created.slug as string;
  for (const [displayName, rating] of [
    ['Kwame Boateng', 2100],
    ['Trevor Simon', 1900],
  ] as const) {
    const entry = await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, {
      displayName,
      rating,
      sameNameConfirmed: true,
    });
    await callApi(organiser, 'PUT', `/tournaments/${slug}/entries/${entry.id as number}/check-in`, {
      checkedIn: true,
    });
  }
  await callApi(organiser, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });
  await callApi(organiser, 'POST', `/tournaments/${slug}/start`);
  const view = (await callApi(organiser, 'GET', `/tournaments/${slug}`)) as {
    stages: { matches: { id: number }[] }[];
  };
  return `/t/${slug}/m/${view.stages[0].matches[0].id}/report`;
}
