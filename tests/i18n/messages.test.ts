// The messages of every language (messages/<locale>/<namespace>.json) against each other and against
// the code: every key in every language, with the same ICU arguments; every key used somewhere and
// every key used present; plural messages with every plural form their language has. Uses are found
// by the convention of i18n/translator.ts: a translator bound with a literal namespace
// (`const t = useTranslations('home')`, `await getTranslations('home')`, a parameter
// `t: Translator<'home'>`) and called with literal keys (`t('title')`, `t.rich('noAccount', …)`).
// A call with anything else as its key fails here, so a key built at run time cannot hide a use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { namespaces } from '@/i18n/namespaces';
import { loadMessages } from '@/i18n/request';
import { refusalCodes } from '@/lib/refusal-codes';
import { fieldLabels } from '@/lib/validation/messages';

const root = join(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['app', 'lib', 'i18n', 'core', 'db'];

type Tree = { [key: string]: string | Tree };

/** Every message of a tree by its dotted key: `accounts.signIn.title`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, message] of flatten(value, path)) flat.set(inner, message);
  }
  return flat;
}

/** The arguments a message takes, with their kinds: `count:plural`, `names:argument`, `link:tag`. */
function icuArguments(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
    if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
      found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${TYPE[element.type]}`);
      for (const option of Object.values(element.options)) icuArguments(option.value, found);
    }
    if (element.type === TYPE.tag) {
      found.add(`${element.value}:tag`);
      icuArguments(element.children, found);
    }
  }
  return found;
}

/** Plural arguments whose forms print the number (`#`), with the forms they give. */
function countedPlurals(elements: MessageFormatElement[]): { name: string; forms: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return countedPlurals(element.children);
    if (element.type !== TYPE.plural && element.type !== TYPE.select) return [];
    const inner = Object.values(element.options).flatMap((option) => countedPlurals(option.value));
    const counts = Object.values(element.options).some((option) =>
      option.value.some((part) => part.type === TYPE.pound),
    );
    return element.type === TYPE.plural && counts
      ? [{ name: element.value, forms: Object.keys(element.options) }, ...inner]
      : inner;
  });
}

const messagesOf = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadMessages(locale)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof loadMessages>>>;
const flatOf = (locale: Locale) => flatten(messagesOf[locale] as unknown as Tree);
const english = flatOf('en');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(root, folder, path));
}

const TRANSLATOR_BINDING =
  /\b(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(([^)]*)\)|\b(\w+)\s*:\s*Translator<([^>]*)>/g;
const LITERAL = /^\s*'([^']+)'\s*$/;

interface Uses {
  keys: Set<string>;
  /** Calls and bindings the test cannot read: `file:line what`. */
  unreadable: string[];
}

/**
 * The keys the source asks for. A call belongs to the nearest binding of its name above it in the
 * same file (a page's `t` in generateMetadata and the one in the page may name different namespaces).
 */
export function findUses(files: { path: string; text: string }[]): Uses {
  const keys = new Set<string>();
  const unreadable: string[] = [];
  for (const file of files) {
    const { path } = file;
    // Comments (a convention written out, like i18n/translator.ts's) are blanked, keeping the lines.
    const text = file.text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    const bindings: { name: string; namespace: string; at: number }[] = [];
    for (const match of text.matchAll(TRANSLATOR_BINDING)) {
      const name = match[1] ?? match[3];
      const literal = LITERAL.exec(match[2] ?? match[4]);
      if (!literal) unreadable.push(`${path}:${lineOf(match.index)} ${match[0]}`);
      else bindings.push({ name, namespace: literal[1], at: match.index });
    }
    for (const name of new Set(bindings.map((binding) => binding.name))) {
      const call = new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|markup|raw|has))?\\(([^)]*?)(?:,|\\))`, 'g');
      for (const match of text.matchAll(call)) {
        const binding = bindings.filter((candidate) => candidate.name === name && candidate.at < match.index).at(-1);
        if (!binding) continue;
        const literal = LITERAL.exec(match[1]);
        if (literal) keys.add(`${binding.namespace}.${literal[1]}`);
        else unreadable.push(`${path}:${lineOf(match.index)} ${match[0]}`);
      }
    }
  }
  return { keys, unreadable };
}

const uses = findUses(
  SOURCE_FOLDERS.flatMap(sourceFiles).map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);
// A refusal's sentence is looked up by its code (i18n/refusal-sentence.ts), and AppError takes only
// the codes of lib/refusal-codes.ts: that list is what the code asks of the refusals namespace.
const refusalKeys = refusalCodes.map((code) => `refusals.${code}`);
for (const key of refusalKeys) uses.keys.add(key);
// A refused field is named by its name's label (lib/validation/messages.ts); fieldLabels is the English
// catalogue's list, which tests/validation/messages.test.ts holds to the fields the schemas take.
for (const name of Object.keys(fieldLabels)) uses.keys.add(`fields.labels.${name}`);

describe('the message files', () => {
  test('every language has a file for each namespace of i18n/namespaces.ts, and no other', () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, 'messages', locale)).sort();
      expect({ locale, files }).toEqual({ locale, files: namespaces.map((name) => `${name}.json`).sort() });
    }
  });

  test.each(locales.filter((locale) => locale !== 'en'))('%s has every English key and no other', (locale) => {
    expect([...flatOf(locale).keys()].sort()).toEqual([...english.keys()].sort());
  });

  test.each(locales)('each %s message takes the same ICU arguments as the English one', (locale) => {
    const differing = [...flatOf(locale)]
      .filter(([key]) => english.has(key))
      .map(([key, message]) => ({
        key,
        arguments: [...icuArguments(parse(message))].sort(),
        english: [...icuArguments(parse(english.get(key) ?? ''))].sort(),
      }))
      .filter((message) => message.arguments.join() !== message.english.join());
    expect(differing).toEqual([]);
  });

  // The forms whole numbers take (Russian: one, few, many), and `other`, which ICU requires. French's
  // `many` (un million de joueurs) starts at a million and is left to `other`.
  test.each(locales)('each %s plural that prints its number has every form whole numbers take', (locale) => {
    const rules = new Intl.PluralRules(locale);
    const categories = [...new Set([...Array.from({ length: 1000 }, (_, count) => rules.select(count)), 'other'])];
    const missing = [...flatOf(locale)].flatMap(([key, message]) =>
      countedPlurals(parse(message))
        .map(({ name, forms }) => ({ key, name, missing: categories.filter((form) => !forms.includes(form)) }))
        .filter((plural) => plural.missing.length > 0),
    );
    expect(missing).toEqual([]);
  });
});

describe('the messages and the code', () => {
  test('every translator and every key in the code is a literal the test can read', () => {
    expect(uses.unreadable).toEqual([]);
  });

  test('every key the code asks for exists', () => {
    expect([...uses.keys].filter((key) => !english.has(key))).toEqual([]);
  });

  test('the refusals namespace has a sentence for each refusal code, and nothing else', () => {
    expect([...english.keys()].filter((key) => key.startsWith('refusals.')).sort()).toEqual(refusalKeys.sort());
  });

  test('every key is used somewhere', () => {
    expect([...english.keys()].filter((key) => !uses.keys.has(key))).toEqual([]);
  });

  test('the reading of uses sees bindings, nearest binding first, and refuses keys built at run time', () => {
    const found = findUses([
      {
        path: 'a.tsx',
        text: [
          "const t = await getTranslations('common.metadata');",
          "t('description');",
          "const t = await getTranslations('common.layout');",
          "t('footer'); t.rich('skipToContent', { b: (x) => x });",
          "function f(tr: Translator<'home'>) { return tr('title'); }",
          't(`dynamic.${key}`); t(key);',
        ].join('\n'),
      },
    ]);
    expect([...found.keys].sort()).toEqual([
      'common.layout.footer',
      'common.layout.skipToContent',
      'common.metadata.description',
      'home.title',
    ]);
    expect(found.unreadable).toHaveLength(2);
  });
});

describe('plurals in Russian and Ukrainian', () => {
  test.each([
    ['en', 1, '1 player'],
    ['en', 5, '5 players'],
    ['fr', 1, '1 joueur'],
    ['fr', 2, '2 joueurs'],
    ['ru', 1, '1 игрок'],
    ['ru', 2, '2 игрока'],
    ['ru', 5, '5 игроков'],
    ['ru', 21, '21 игрок'],
    ['ru', 22, '22 игрока'],
    ['ru', 11, '11 игроков'],
    ['uk', 1, '1 гравець'],
    ['uk', 2, '2 гравці'],
    ['uk', 5, '5 гравців'],
    ['uk', 24, '24 гравці'],
    ['uk', 12, '12 гравців'],
  ] as const)('the home page counts players in %s: %i reads %s', (locale, count, expected) => {
    const t = createTranslator({ locale, messages: messagesOf[locale], namespace: 'home' });
    expect(t('players', { count })).toBe(expected);
  });
});
