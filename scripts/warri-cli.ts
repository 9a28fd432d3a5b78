// The command line of the rules library; external tools depend on its exact output (one JSON
// line per answer). Run with `npm run --silent warri -- <command> ...`:
//   adjudicate --rules <id> [--from <position>] --moves "<moves>"
//   adjudicate [--rules <default id>] --jsonl            (requests on stdin, one answer a line)
//   perft --rules <id> --depth <d> [--from <position>]
// Every answer, refusals included, exits 0; a command line that cannot be read exits 2.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adjudicate } from '@/core/warri/adjudicate';
import { answerOf, answerRequestLine, badInput, refusalLine, type AnswerLine } from '@/core/warri/cli-protocol';
import { perft } from '@/core/warri/perft';
import { parsePosition, START_POSITION } from '@/core/warri/position';
import { DEFAULT_RULE_SET_ID, ruleSet } from '@/core/warri/rule-sets';

const USAGE = `usage:
  warri adjudicate --rules <id> [--from <position>] --moves "<moves>"
  warri adjudicate [--rules <id>] --jsonl
  warri perft --rules <id> --depth <d> [--from <position>]`;

function print(answer: AnswerLine | { nodes: number; ms: number }): void {
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

function usageError(reason: string): void {
  print(badInput(reason));
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
}

async function answerLines(defaultRules: string): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    batch.push(JSON.stringify(answerRequestLine(line, defaultRules)));
    if (batch.length === 512) {
      process.stdout.write(`${batch.join('\n')}\n`);
      batch = [];
    }
  }
  if (batch.length > 0) process.stdout.write(`${batch.join('\n')}\n`);
}

function runPerft(rulesId: string, depthText: string | undefined, from: string | undefined): void {
  const rules = ruleSet(rulesId);
  if (!rules.ok) return print(refusalLine(rules.error));
  if (depthText === undefined || !/^\d+$/.test(depthText) || Number(depthText) > 40) {
    return print(
      badInput(
        `--depth must be a whole number from 0 to 40; found ${depthText === undefined ? 'none' : `"${depthText}"`}.`,
      ),
    );
  }
  const position = from === undefined ? { ok: true as const, value: START_POSITION } : parsePosition(from);
  if (!position.ok) return print(refusalLine(position.error));
  const started = performance.now();
  const nodes = perft(position.value, Number(depthText), rules.value);
  print({ nodes, ms: Math.round(performance.now() - started) });
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  let flags;
  try {
    flags = parseArgs({
      args: rest,
      options: {
        rules: { type: 'string' },
        from: { type: 'string' },
        moves: { type: 'string' },
        depth: { type: 'string' },
        jsonl: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return usageError((error as Error).message);
  }
  const rules = flags.rules ?? DEFAULT_RULE_SET_ID;
  if (command === 'adjudicate' && flags.jsonl) return answerLines(rules);
  if (command === 'adjudicate') {
    if (flags.moves === undefined) return usageError('adjudicate needs --moves "<moves>" (or --jsonl).');
    return print(answerOf(adjudicate({ rules, from: flags.from, moves: flags.moves })));
  }
  if (command === 'perft') return runPerft(rules, flags.depth, flags.from);
  usageError(
    `Unknown command ${command === undefined ? '(none)' : `"${command}"`}; the commands are adjudicate and perft.`,
  );
}

await main(process.argv.slice(2));
