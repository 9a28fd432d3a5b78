// The invented people of the demo "Antiguan Open". Any likeness to real players is chance.

export const demoTournament = {
  slug: 'antiguan-open',
  name: 'Antiguan Open',
  venue: 'Multipurpose Cultural Centre, St. John’s',
} as const;

/** Sixteen players, strongest first; a parish (or Barbuda) stands for the club. */
export const demoPlayers: { displayName: string; club: string; rating: number }[] = [
  { displayName: 'Vivian Samuel', club: 'Saint John', rating: 2140 },
  { displayName: 'Rohan Joseph', club: 'Saint George', rating: 2085 },
  { displayName: 'Keisha Henry', club: 'Saint Mary', rating: 2030 },
  { displayName: 'Lester Christian', club: 'Saint Philip', rating: 1985 },
  { displayName: 'Marcia Benjamin', club: 'Saint Peter', rating: 1940 },
  { displayName: 'Elvis Francis', club: 'Saint Paul', rating: 1905 },
  { displayName: 'Dorothy Gore', club: 'Saint John', rating: 1870 },
  { displayName: 'Winston Edwards', club: 'Barbuda', rating: 1830 },
  { displayName: 'Jahmal Thomas', club: 'Saint John', rating: 1795 },
  { displayName: 'Claudette Browne', club: 'Saint Mary', rating: 1760 },
  { displayName: 'Garfield Roberts', club: 'Saint George', rating: 1720 },
  { displayName: 'Shernelle Isaac', club: 'Saint Peter', rating: 1685 },
  { displayName: 'Anselm Matthew', club: 'Saint Philip', rating: 1650 },
  { displayName: 'Hyacinth Weston', club: 'Saint Paul', rating: 1610 },
  { displayName: 'Tevin Harris', club: 'Saint John', rating: 1575 },
  { displayName: 'Ruel Nicholas', club: 'Barbuda', rating: 1540 },
];

/** Sign-in accounts: the organiser, and two players linked to their player records (by display name). */
export const demoAccounts = [
  { email: 'organiser@demo.warri-open.test', name: 'Desiree Walter', role: 'organiser', player: null },
  { email: 'keisha@demo.warri-open.test', name: 'Keisha Henry', role: 'player', player: 'Keisha Henry' },
  { email: 'jahmal@demo.warri-open.test', name: 'Jahmal Thomas', role: 'player', player: 'Jahmal Thomas' },
] as const;
