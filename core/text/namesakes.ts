// Players of the same name (core/text/shown-names.ts `nameKey`), as a person adding a player is
// shown them to tell whether they are the one being added. Pure, so a page can say it too.

/** A player on record of the same name as one being added: what tells two people apart. */
export interface Namesake {
  id: number;
  displayName: string;
  nameKey: string;
  club: string | null;
  country: string | null;
  rating: number | null;
  /** True when an account has claimed the record. */
  linked: boolean;
  /** Tournaments the player was entered in. */
  tournaments: number;
  /** The latest of them that is public (not a draft), by name. */
  lastTournament: string | null;
}

/** "Kwame Boateng (#7, St John's, AG, rating 1650; 3 tournaments, the last Antiguan Open; has an account)". */
export function describeNamesake(player: Namesake): string {
  const facts = [player.club, player.country, player.rating === null ? null : `rating ${player.rating}`].filter(
    (fact) => fact !== null,
  );
  const played =
    player.tournaments === 0
      ? 'in no tournament yet'
      : `${player.tournaments} ${player.tournaments === 1 ? 'tournament' : 'tournaments'}${player.lastTournament ? `, the last ${player.lastTournament}` : ''}`;
  return `${player.displayName} (#${player.id}${facts.length > 0 ? `, ${facts.join(', ')}` : ''}; ${played}${player.linked ? '; has an account' : ''})`;
}
