// A player of the same name as one being added, in the reader's language: what tells two people
// apart. English reads exactly as core/text/namesakes.ts's describeNamesake, the words the JSON API
// and the refusals carry (tests/app/entries/line-problem-text.test.ts holds the two together).
import type { Namesake } from '@/core/text/namesakes';
import type { Translator } from '@/i18n/translator';

/** "Kwame Boateng (#7, St John's, AG, rating 1650; 3 tournaments, the last Antiguan Open; has an account)". */
export function namesakeWords(t: Translator<'organise.namesake'>, player: Namesake): string {
  const facts = [
    t('id', { id: player.id }),
    player.club,
    player.country,
    player.rating === null ? null : t('rating', { rating: player.rating }),
  ].filter((fact) => fact !== null);
  const count = t('tournaments', { count: player.tournaments });
  const played =
    player.tournaments === 0
      ? t('noTournament')
      : player.lastTournament
        ? t('lastTournament', { played: count, name: player.lastTournament })
        : count;
  const about = t('played', { facts: facts.join(', '), played });
  return t('described', { name: player.displayName, about: player.linked ? t('withAccount', { about }) : about });
}
