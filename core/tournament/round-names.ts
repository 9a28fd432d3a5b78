// What a round is called on a bracket or a schedule.
import type { Stage, StageMatch } from './types';

/** Final, Semi-finals, Quarter-finals, then Round of 16, 32, … counted back from the final. */
function knockoutRoundName(round: number, roundCount: number): string {
  const fromEnd = roundCount - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round of ${2 ** (fromEnd + 1)}`;
}

/** The name of the round a match belongs to, as shown to players and spectators. */
export function roundName(stage: Stage, match: StageMatch): string {
  const roundsOf = (part: StageMatch['part']): number =>
    Math.max(0, ...stage.matches.filter((other) => other.part === part).map((other) => other.round));
  switch (match.part) {
    case 'winners': {
      const name = knockoutRoundName(match.round, roundsOf('winners'));
      if (stage.settings.format !== 'double-elimination') return name;
      return `Winners ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    }
    case 'losers':
      return match.round === roundsOf('losers') ? 'Losers final' : `Losers round ${match.round}`;
    case 'grand-final':
      return match.round === 1 ? 'Grand final' : 'Grand final reset';
    case 'third-place':
      return 'Third-place match';
    case 'group':
      return `Group ${match.group} round ${match.round}`;
    case 'round-robin':
    case 'swiss':
      return `Round ${match.round}`;
  }
}
