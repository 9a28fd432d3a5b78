// Writes records (types.ts) as TRF-16 text: fixed columns right-aligned for numbers and left-aligned
// for text, results in capitals, `0000` and `-` for no opponent, the extension lines single-spaced,
// no trailing blanks; every line the model keeps verbatim as it came.
import {
  COLOUR_OFFSET,
  OPPONENT_WIDTH,
  place,
  PLAYER_COLUMNS,
  pointsText,
  RESULT_OFFSET,
  ROUND_DATE_WIDTH,
  roundColumn,
} from './columns';
import {
  TOURNAMENT_TAGS,
  type TournamentField,
  type TournamentTag,
  type TrfFile,
  type TrfPlayer,
  type TrfRecord,
} from './types';

const TAG_OF = Object.fromEntries(Object.entries(TOURNAMENT_TAGS).map(([tag, field]) => [field, tag])) as Record<
  TournamentField,
  TournamentTag
>;

const finished = (line: string[]): string => line.join('').trimEnd();

function playerLine(player: TrfPlayer): string {
  const line = ['0', '0', '1'];
  const texts: Record<(typeof PLAYER_COLUMNS)[number]['field'], string> = {
    startRank: String(player.startRank),
    sex: player.sex ?? '',
    title: player.title,
    name: player.name,
    rating: player.rating === null ? '' : String(player.rating),
    federation: player.federation,
    fideId: player.fideId ?? '',
    birthDate: player.birthDate ?? '',
    points: pointsText(player.points),
    rank: player.rank === null ? '' : String(player.rank),
  };
  for (const { field, from, to, align } of PLAYER_COLUMNS) place(line, from, to, texts[field], align);
  player.rounds.forEach((round, index) => {
    const start = roundColumn(index);
    // Programs write an opponent space-padded and no opponent as 0000, as the specification's table does.
    place(line, start, start + OPPONENT_WIDTH - 1, round.opponent === 0 ? '0000' : String(round.opponent), 'right');
    place(line, start + COLOUR_OFFSET, start + COLOUR_OFFSET, round.colour, 'left');
    place(line, start + RESULT_OFFSET, start + RESULT_OFFSET, round.result, 'left');
  });
  return finished(line);
}

function recordLine(record: TrfRecord): string {
  switch (record.type) {
    case 'player':
      return playerLine(record);
    case 'tournament': {
      const tag = TAG_OF[record.field];
      if (record.field === 'round-dates') {
        const line = [...tag];
        record.value.forEach((date, index) =>
          place(line, roundColumn(index), roundColumn(index) + ROUND_DATE_WIDTH - 1, date, 'left'),
        );
        return finished(line);
      }
      const value = String(record.value);
      return value === '' ? tag : `${tag} ${value}`;
    }
    case 'rounds':
      return `XXR ${record.count}`;
    case 'configuration':
      return ['XXC', ...record.options].join(' ');
    case 'acceleration':
      return [
        'XXA',
        String(record.startRank).padStart(4),
        ...record.points.map((points) => pointsText(points).padStart(4)),
      ].join(' ');
    case 'forbidden':
      return ['XXP', ...record.startRanks].join(' ');
    case 'absent':
      return ['XXZ', ...record.startRanks].join(' ');
    case 'other':
      return record.text;
  }
}

/** The text of a TRF file. */
export function writeTrf(file: TrfFile): string {
  const text = file.records.map(recordLine).join(file.lineEnding);
  return file.finalLineEnding ? text + file.lineEnding : text;
}
