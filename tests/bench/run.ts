// Runs every `*.bench.ts` module in this folder (or those named on the command line),
// prints a readable table, then one JSON object of all figures on the last line, and
// writes the same object to bench-results/latest.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import type { Benchmark, Figure } from './benchmark';

const here = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();

const figures: Figure[] = [];
for (const file of files) {
  const { benchmark } = (await import(pathToFileURL(join(here, file)).href)) as { benchmark: Benchmark };
  console.error(`# ${benchmark.name}`);
  figures.push(...(await benchmark.run((line) => console.error(`  ${line}`))));
}

const width = Math.max(4, ...figures.map((figure) => figure.name.length));
console.log(`${'name'.padEnd(width)}  ${'value'.padStart(14)}  unit      note`);
for (const figure of figures) {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(3);
  console.log(`${figure.name.padEnd(width)}  ${value.padStart(14)}  ${figure.unit.padEnd(8)}  ${figure.note ?? ''}`);
}

const result = Object.fromEntries(figures.map((figure) => [figure.name, figure.value]));
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version };
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), machine, figures: result }, null, 2),
);
console.log(JSON.stringify(result));
