import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { printMoves, randomGame, RULE_SET_IDS } from '@/core/warri';
import { answerRequestLine } from '@/core/warri/cli-protocol';
import { rules, seededRandom } from './helpers';

const run = promisify(execFile);
const TSX = ['--import', 'tsx', 'scripts/warri-cli.ts'];

/** Runs the CLI as external tools do, through npm. */
async function npmWarri(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'warri', '--', ...args]);
  return stdout;
}

/** Runs the CLI with `input` on stdin; returns stdout and the exit code. */
function cli(args: string[], input = ''): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TSX, ...args]);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, code }));
    child.stdin.end(input);
  });
}

describe('warri CLI', () => {
  it('adjudicates one record through npm, one JSON line with the keys in order', async () => {
    const stdout = await npmWarri(
      'adjudicate',
      '--rules',
      'antigua',
      '--from',
      '0,0,0,0,0,1/0,0,0,0,0,1/23,23/S',
      '--moves',
      'F f A a B b C c D d E e',
    );
    expect(stdout).toBe(
      '{"ok":true,"finished":true,"captures":[24,24],"winner":null,"end":"cycle","plies":12,"position":"0,0,0,0,0,1/0,0,0,0,0,1/23,23/S"}\n',
    );
  });

  it.each([
    [['--moves', '1. C a 2. E b'], '{"ok":true,"finished":false,"plies":4,"position":"5,5,0,5,0,6/1,0,7,7,6,6/0,0/S"}'],
    [
      ['--rules', 'abapa', '--moves', 'C a C'],
      /^\{"ok":false,"ply":3,"move":"C","code":"empty-hole","reason":"[^"]+"\}$/,
    ],
    [['--moves', 'a'], /^\{"ok":false,"ply":1,"move":"a","code":"wrong-side","reason":/],
    [['--moves', 'C a 12a'], /^\{"ok":false,"code":"bad-notation","at":5,"reason":/],
    [['--rules', 'oware', '--moves', 'C'], /^\{"ok":false,"code":"bad-rules","reason":/],
    [['--from', '4,4,4,4,4,4/4,4,4,4,4,4/0,0/X', '--moves', 'C'], /^\{"ok":false,"code":"bad-position","reason":/],
    [
      ['--rules', 'vari', '--from', '0,0,0,0,3,2/1,1,0,0,0,0/19,22/S', '--moves', 'F'],
      '{"ok":true,"finished":true,"captures":[26,22],"winner":"S","end":"no-moves","plies":1,"position":"0,0,0,0,3,0/0,0,0,0,0,0/23,22/N"}',
    ],
  ])('adjudicate %j', async (args, expected) => {
    const { stdout, code } = await cli(['adjudicate', ...args]);
    expect(code).toBe(0);
    expect(stdout.endsWith('\n') && stdout.split('\n').length).toBe(2);
    if (typeof expected === 'string') expect(stdout.trim()).toBe(expected);
    else expect(stdout.trim()).toMatch(expected);
  });

  it('counts perft', async () => {
    const { stdout } = await cli(['perft', '--rules', 'abapa', '--depth', '6']);
    expect(JSON.parse(stdout)).toEqual({ nodes: 27332, ms: expect.any(Number) });
    expect(Object.keys(JSON.parse(stdout))).toEqual(['nodes', 'ms']);
    const sparse = await cli(['perft', '--rules', 'vari', '--depth', '8', '--from', '0,0,0,0,3,9/1,1,1,0,0,0/16,17/S']);
    expect(JSON.parse(sparse.stdout).nodes).toBe(19218);
  });

  it('answers a command line it cannot read with bad-input and exit code 2', async () => {
    const { stdout, code } = await cli(['adjudicate', '--colour', 'red']);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({ ok: false, code: 'bad-input' });
  });

  it('answers thousands of JSON lines, malformed ones included, one answer a line, in order', async () => {
    const random = seededRandom(2024);
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const id = RULE_SET_IDS[i % 4];
      const moves = printMoves(randomGame(rules(id), random));
      switch (i % 10) {
        case 0:
          lines.push('this is not json');
          break;
        case 1:
          lines.push('');
          break;
        case 2:
          lines.push(JSON.stringify({ rules: id, moves: `${moves} x` }));
          break;
        case 3:
          lines.push(JSON.stringify({ rules: 'oware', moves }));
          break;
        case 4:
          lines.push(JSON.stringify({ from: '1,2,3/S', moves: '' }));
          break;
        case 5:
          lines.push(JSON.stringify({ rules: id, moves: `${moves} A a` }));
          break;
        case 6:
          lines.push(JSON.stringify([id, moves]));
          break;
        default:
          lines.push(
            JSON.stringify(i % 2 ? { rules: id, moves: moves.slice(0, moves.length >> 1) } : { rules: id, moves }),
          );
      }
    }
    const { stdout, code } = await cli(['adjudicate', '--jsonl'], `${lines.join('\n')}\n`);
    expect(code).toBe(0);
    const answers = stdout.split('\n');
    expect(answers.pop()).toBe('');
    expect(answers).toHaveLength(lines.length);
    answers.forEach((answer, i) => expect(answer).toBe(JSON.stringify(answerRequestLine(lines[i], 'antigua'))));
    const codes = new Set(
      answers.map((answer) => JSON.parse(answer).code ?? (JSON.parse(answer).finished ? 'finished' : 'unfinished')),
    );
    expect([...codes].sort()).toEqual([
      'bad-input',
      'bad-notation',
      'bad-position',
      'bad-rules',
      'finished',
      'game-over',
      'unfinished',
    ]);
  });
});
