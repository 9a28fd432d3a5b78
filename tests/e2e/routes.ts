// Every page of the app at a real address, with the people who see it: the sweeps over all pages
// (fit on a phone, accessibility) visit these. The pages are read from app/ itself, so a new page
// with no visit here fails `uncoveredRoutes` and its test, instead of going unchecked.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Who looks at a page: nobody signed in, a player of the demo event, its organiser, a site admin. */
export type Viewer = 'anonymous' | 'player' | 'organiser' | 'admin';

export interface Visit {
  /** The page's route as app/ spells it, e.g. `/t/[slug]/m/[matchId]`. */
  route: string;
  path: string;
  as: Viewer;
  /** The status the page answers, when not 200. */
  status?: number;
}

/** The records the visits point at, made by the test before it visits. */
export interface Fixtures {
  /** The demo event: a started knockout with games played. */
  knockout: string;
  /** A started Swiss, for its rounds and pairings. */
  swiss: string;
  /** A tournament still taking entries, players asking to enter. */
  draft: string;
  /** A match of the demo event with games, in which the player plays. */
  matchId: number;
  playerId: number;
}

/** Every page route under app/: each folder holding a page.tsx, route groups `(name)` left out. */
export function appRoutes(appDir = join(process.cwd(), 'app')): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(appDir, dir)
          .split(sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment));
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(appDir);
  return routes.sort();
}

/** The visits of every page, signed out and as each role that has business there. */
export function visits(f: Fixtures): Visit[] {
  const everyone = (route: string, path: string): Visit[] =>
    (['anonymous', 'player', 'organiser'] as const).map((as) => ({ route, path, as }));
  const staff = (route: string, path: string): Visit[] => [{ route, path, as: 'organiser' }];
  const signedIn = (route: string, path: string): Visit[] =>
    (['player', 'organiser', 'admin'] as const).map((as) => ({ route, path, as }));
  const tournament = (slug: string) => `/t/${slug}`;
  const match = `${tournament(f.knockout)}/m/${f.matchId}`;
  return [
    ...everyone('/', '/'),
    { route: '/forgot-password', path: '/forgot-password', as: 'anonymous' },
    // A link whose token is unknown: the page that says so and offers a new one.
    { route: '/reset-password', path: '/reset-password?token=not-a-token', as: 'anonymous' },
    { route: '/sign-in', path: '/sign-in', as: 'anonymous' },
    { route: '/sign-up', path: '/sign-up', as: 'anonymous' },
    { route: '/verify-email', path: '/verify-email?token=not-a-token', as: 'anonymous' },
    { route: '/sign-out', path: '/sign-out', as: 'player' },
    ...signedIn('/account', '/account'),
    { route: '/admin/users', path: '/admin/users', as: 'admin' },
    // The outbox is the embedded demo's (no mail server); on PostgreSQL, where the admin exists, it is not found.
    { route: '/admin/outbox', path: '/admin/outbox', as: 'admin', status: 404 },
    { route: '/organise', path: '/organise', as: 'organiser' },
    { route: '/organise/new', path: '/organise/new', as: 'organiser' },
    { route: '/play', path: '/play', as: 'player' },
    ...everyone('/players/[id]', `/players/${f.playerId}`),
    { route: '/embed/[slug]', path: `/embed/${f.knockout}`, as: 'anonymous' },
    ...everyone('/t/[slug]', tournament(f.knockout)),
    { route: '/t/[slug]', path: tournament(f.swiss), as: 'anonymous' },
    { route: '/t/[slug]', path: tournament(f.draft), as: 'organiser' },
    ...everyone('/t/[slug]/rounds', `${tournament(f.knockout)}/rounds`),
    { route: '/t/[slug]/rounds', path: `${tournament(f.swiss)}/rounds`, as: 'anonymous' },
    { route: '/t/[slug]/enter', path: `${tournament(f.draft)}/enter`, as: 'player' },
    { route: '/t/[slug]/enter', path: `${tournament(f.knockout)}/enter`, as: 'anonymous' },
    ...everyone('/t/[slug]/m/[matchId]', match),
    { route: '/t/[slug]/m/[matchId]/report', path: `${match}/report`, as: 'player' },
    { route: '/t/[slug]/m/[matchId]/report', path: `${match}/report`, as: 'organiser' },
    ...staff('/t/[slug]/manage', `${tournament(f.knockout)}/manage`),
    ...staff('/t/[slug]/manage', `${tournament(f.draft)}/manage`),
    ...staff('/t/[slug]/manage/audit', `${tournament(f.knockout)}/manage/audit`),
    ...staff('/t/[slug]/manage/control', `${tournament(f.knockout)}/manage/control`),
    // The Swiss's round 1 is still being played: the preview says no round can be paired yet.
    ...staff('/t/[slug]/manage/pairing', `${tournament(f.swiss)}/manage/pairing`),
    ...staff('/t/[slug]/manage/entries', `${tournament(f.draft)}/manage/entries`),
    ...staff('/t/[slug]/manage/seeding', `${tournament(f.draft)}/manage/seeding`),
    ...staff('/t/[slug]/manage/pairing-rules', `${tournament(f.swiss)}/manage/pairing-rules`),
    // The demo player is not in the Swiss: the page that says there is no bye to ask for.
    { route: '/t/[slug]/byes', path: `${tournament(f.swiss)}/byes`, as: 'player' },
    ...staff('/t/[slug]/registrations', `${tournament(f.draft)}/registrations`),
    ...staff('/t/[slug]/staff', `${tournament(f.knockout)}/staff`),
    ...staff('/t/[slug]/print/bracket', `${tournament(f.knockout)}/print/bracket`),
    ...staff('/t/[slug]/print/pairings', `${tournament(f.swiss)}/print/pairings`),
    ...staff('/t/[slug]/print/score-sheets', `${tournament(f.knockout)}/print/score-sheets`),
  ];
}

/** Routes of app/ that no visit covers, and visits of routes app/ no longer has. */
export function uncoveredRoutes(all: Visit[], routes = appRoutes()): { unvisited: string[]; stale: string[] } {
  const visited = new Set(all.map((visit) => visit.route));
  return {
    unvisited: routes.filter((route) => !visited.has(route)),
    stale: [...visited].filter((route) => !routes.includes(route)),
  };
}
