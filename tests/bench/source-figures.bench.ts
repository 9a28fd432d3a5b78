// The layering figures of issue 17, read from the source by the TypeScript compiler, so that a
// rerun after the refactor gives its "after" beside this "before". Its type checker tells a Drizzle
// handle from a Map or a hash (`.delete(`, `.update(`), and a query-builder chain
// (`db.select().from().where()`) counts once. The source is every .ts/.tsx/.js/.mjs file of the
// project but tests/, migrations, builds, dependencies, declaration files and `*.config.*`. Writes
// the per-file lists to bench-results/source-figures.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { Benchmark } from './benchmark';

const root = join(import.meta.dirname, '..', '..');
/** Folders of the project (from its root) that hold no source of the app; `node_modules` and dot-folders are skipped anywhere. */
const SKIPPED_FOLDERS = new Set(['tests', 'public', 'bench-results', 'coverage', 'test-results', 'db/migrations']);
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Calls on a Drizzle database or transaction that start one SQL statement. */
const STATEMENT_STARTS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
]);
/** Relational queries: `db.query.<table>.findMany(…)`. */
const RELATIONAL = new Set(['findMany', 'findFirst']);
/** Calls on a `pg` client or pool, or on PGlite, that send SQL without Drizzle. */
const DRIVER_CALLS = new Set(['query', 'exec']);

function sourceFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    const relativePath = relative(root, path).split(sep).join('/');
    if (item.isDirectory())
      return item.name.startsWith('.') || item.name === 'node_modules' || SKIPPED_FOLDERS.has(relativePath)
        ? []
        : sourceFiles(path);
    return SOURCE.test(item.name) && !item.name.endsWith('.d.ts') && !item.name.includes('.config.')
      ? [relativePath]
      : [];
  });
}

/** Whether the type (or one member of a union) is declared in one of these packages. */
function declaredIn(type: ts.Type, packages: string[]): boolean {
  if (type.isUnionOrIntersection()) return type.types.some((member) => declaredIn(member, packages));
  const declarations = (type.getSymbol() ?? type.aliasSymbol)?.getDeclarations() ?? [];
  return declarations.some((declaration) =>
    packages.some((name) => declaration.getSourceFile().fileName.includes(`/node_modules/${name}/`)),
  );
}

/** The whole chain a call stands in: `db.select()` → `db.select().from(t).where(…)`. */
function chainTop(node: ts.Node): ts.Node {
  let top = node;
  while (
    (ts.isPropertyAccessExpression(top.parent) || ts.isCallExpression(top.parent)) &&
    top.parent.expression === top
  )
    top = top.parent;
  return top;
}

interface Statement {
  kind: 'drizzle' | 'driver';
  /** The chain from its start, shortened, e.g. `tx.insert(games)`. */
  text: string;
  line: number;
  chain: ts.Node;
}

function statementsOf(file: ts.SourceFile, checker: ts.TypeChecker): Statement[] {
  const found: Statement[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: receiver, name } = node.expression;
      const method = name.text;
      const type = () => checker.getApparentType(checker.getTypeAtLocation(receiver));
      let kind: Statement['kind'] | null = null;
      if (STATEMENT_STARTS.has(method) && declaredIn(type(), ['drizzle-orm'])) kind = 'drizzle';
      else if (
        RELATIONAL.has(method) &&
        ts.isPropertyAccessExpression(receiver) &&
        ts.isPropertyAccessExpression(receiver.expression) &&
        receiver.expression.name.text === 'query'
      ) {
        if (
          declaredIn(checker.getApparentType(checker.getTypeAtLocation(receiver.expression.expression)), [
            'drizzle-orm',
          ])
        )
          kind = 'drizzle';
      } else if (DRIVER_CALLS.has(method) && declaredIn(type(), ['@types/pg', 'pg', 'pg-pool', '@electric-sql/pglite']))
        kind = 'driver';
      const chain = chainTop(node);
      // `db.select().from(t).execute()` is one statement, whichever of its calls is seen first.
      if (kind && !found.some((statement) => statement.chain === chain)) {
        const line = file.getLineAndCharacterOfPosition(chain.getStart(file)).line + 1;
        found.push({ kind, text: chain.getText(file).replace(/\s+/g, ' ').slice(0, 60), line, chain });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A statement built inside another's chain (a subquery, `$count` in a select) is part of that statement.
  return found.filter(
    (inner) =>
      !found.some(
        (outer) => outer !== inner && outer.chain.pos <= inner.chain.pos && inner.chain.end <= outer.chain.end,
      ),
  );
}

/** Whether the file imports (or re-exports) drizzle-orm or drizzle-orm/*, and whether only for types. */
function drizzleImport(file: ts.SourceFile): 'none' | 'types' | 'values' {
  let found: 'none' | 'types' | 'values' = 'none';
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(node)) {
      specifier = node.moduleSpecifier;
      const clause = node.importClause;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
    } else if (ts.isExportDeclaration(node)) {
      specifier = node.moduleSpecifier;
      typeOnly = node.isTypeOnly;
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifier = node.arguments[0];
    }
    if (
      specifier &&
      ts.isStringLiteral(specifier) &&
      (specifier.text === 'drizzle-orm' || specifier.text.startsWith('drizzle-orm/'))
    ) {
      found = typeOnly && found !== 'values' ? 'types' : 'values';
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Lines as `wc -l` counts them: newline characters. */
const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').length - 1;

export const benchmark: Benchmark = {
  name: 'source: SQL statements, drizzle-orm imports and file sizes (issue 17)',
  async run(log) {
    const files = sourceFiles().sort();
    const typed = files.filter((path) => /\.tsx?$/.test(path));
    const config = ts.parseJsonConfigFileContent(
      ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config,
      ts.sys,
      root,
    );
    const program = ts.createProgram(
      typed.map((path) => join(root, path)),
      config.options,
    );
    const checker = program.getTypeChecker();
    const parsed = typed.map((path) => ({ path, file: program.getSourceFile(join(root, path))! }));

    const inQueries = (path: string) => path.startsWith('db/queries/');
    const statements = parsed
      .map(({ path, file }) => ({ path, statements: statementsOf(file, checker) }))
      .filter((entry) => entry.statements.length > 0);
    const outside = statements
      .filter((entry) => !inQueries(entry.path))
      .sort((a, b) => b.statements.length - a.statements.length || a.path.localeCompare(b.path));
    const count = (entries: typeof statements) => entries.reduce((sum, entry) => sum + entry.statements.length, 0);
    const importers = parsed
      .filter(({ path }) => !path.startsWith('db/'))
      .map(({ path, file }) => ({ path, imports: drizzleImport(file) }))
      .filter((entry) => entry.imports !== 'none');
    const largest = files
      .map((path) => ({ path, lines: lineCount(path) }))
      .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))
      .slice(0, 10);

    log(`${files.length} source files (${typed.length} TypeScript)`);
    log(`statements outside db/queries, by file:`);
    for (const entry of outside)
      log(
        `  ${String(entry.statements.length).padStart(3)}  ${entry.path}  (${entry.statements.map((statement) => `${statement.line}${statement.kind === 'driver' ? ' driver' : ''}`).join(', ')})`,
      );
    const byFolder = new Map<string, typeof outside>();
    for (const entry of outside) {
      const folder = entry.path.split('/').slice(0, -1).slice(0, 2).join('/') || '.';
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry]);
    }
    log(
      `  by folder: ${[...byFolder].map(([folder, entries]) => `${folder} ${count(entries)} in ${entries.length} files`).join(', ')}`,
    );
    log(`files importing drizzle-orm outside db/:`);
    for (const entry of importers) log(`  ${entry.path}${entry.imports === 'types' ? '  (types only)' : ''}`);
    log(`largest files:`);
    for (const entry of largest) log(`  ${String(entry.lines).padStart(5)}  ${entry.path}`);

    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/source-figures.json',
      JSON.stringify(
        {
          statementsOutsideQueries: outside.map((entry) => ({
            path: entry.path,
            count: entry.statements.length,
            statements: entry.statements.map(({ kind, line, text }) => ({ kind, line, text })),
          })),
          drizzleImportersOutsideDb: importers,
          largestFiles: largest,
        },
        null,
        2,
      ),
    );

    const driver = outside.reduce(
      (sum, entry) => sum + entry.statements.filter((statement) => statement.kind === 'driver').length,
      0,
    );
    return [
      {
        name: 'source.statementsOutsideQueries',
        value: count(outside),
        unit: 'count',
        note: `SQL statements started outside db/queries (${driver} of them straight on pg/PGlite)`,
      },
      {
        name: 'source.filesWithStatementsOutsideQueries',
        value: outside.length,
        unit: 'files',
        note: 'files holding those statements',
      },
      {
        name: 'source.statementsInQueries',
        value: count(statements) - count(outside),
        unit: 'count',
        note: 'SQL statements started in db/queries, for scale',
      },
      {
        name: 'source.drizzleImportersOutsideDb',
        value: importers.length,
        unit: 'files',
        note: `files outside db/ importing drizzle-orm or drizzle-orm/* (${importers.filter((entry) => entry.imports === 'types').length} for types only)`,
      },
      { name: 'source.largestFileLines', value: largest[0]?.lines ?? 0, unit: 'lines', note: largest[0]?.path ?? '' },
      {
        name: 'source.largestTenLines',
        value: largest.reduce((sum, entry) => sum + entry.lines, 0),
        unit: 'lines',
        note: `the ten largest source files together (10th: ${largest.at(-1)?.lines ?? 0})`,
      },
      {
        name: 'source.filesOver400Lines',
        value: files.filter((path) => lineCount(path) > 400).length,
        unit: 'files',
        note: 'source files past the house style’s ~400-line split',
      },
    ];
  },
};
