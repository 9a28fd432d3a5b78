// Before a new player record is made, the players already on record under the same name (without
// case, accents or spacing: core/text/shown-names.ts) are put to the person adding it: the same
// person is entered as the record they are, a namesake is added only once they say so. Two records
// of one person split their results, their rating and their claim to an account.
import type { Db } from '@/db/client';
import { findNamesakes } from '@/db/queries/players';
import { AppError } from '@/lib/errors';
import { describeNamesake } from '@/core/text/namesakes';
import { nameKey } from '@/core/text/shown-names';

/**
 * Refuses with `same-name-on-record` (409, naming the field, the namesakes in `details.namesakes`)
 * when players of this name are on record and the person has not confirmed a new one.
 */
export async function askAboutNamesakes(
  db: Db,
  name: string,
  confirmed: boolean,
  field = 'displayName',
): Promise<void> {
  if (confirmed) return;
  const namesakes = await findNamesakes(db, [nameKey(name)]);
  if (namesakes.length === 0) return;
  const question =
    namesakes.length === 1
      ? `${describeNamesake(namesakes[0])} is already on record. Is this the same person?`
      : `${namesakes.length} players of this name are on record: ${namesakes.map(describeNamesake).join('; ')}. Is this one of them?`;
  throw new AppError(
    'conflict',
    'same-name-on-record',
    `${question} Enter the player on record, or confirm that ${name} is someone else.`,
    {
      field,
      details: { name, count: namesakes.length, namesakes },
    },
  );
}
