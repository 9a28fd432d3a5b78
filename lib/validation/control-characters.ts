// Text nobody types: the C0 control characters but tab, line feed and carriage return, and DEL.
// NUL (U+0000) above all, which Postgres cannot store in text or jsonb (22021 / 22P05): a request
// carrying one would reach the database and fail there as a 500. The edges (lib/api/handler.ts,
// lib/actions/safe-action.ts, proxy.ts) look for them in everything a request brings, once, before
// any schema or service sees it, and refuse the request naming the field.
import { AppError } from '@/lib/errors';
import { fieldLabel } from './messages';

const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The first control character of the text, as U+XXXX, or null when there is none. */
export function controlCharacterIn(text: string): string | null {
  const found = controlCharacter.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** Where a control character sits in a parsed input (strings, arrays and objects, keys included). */
export interface ControlCharacterAt {
  /** The dotted path to the field ("players.2.name"); empty for the value itself. */
  field: string;
  /** The character, as U+XXXX. */
  character: string;
}

/** The first field of `value` holding a control character, or null. */
export function findControlCharacter(value: unknown, path: readonly string[] = []): ControlCharacterAt | null {
  if (typeof value === 'string') {
    const character = controlCharacterIn(value);
    return character ? { field: path.join('.'), character } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const inKey = controlCharacterIn(key);
    if (inKey) return { field: [...path, key].join('.'), character: inKey };
    const found = findControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The sentence a person reads about the field. */
function controlCharacterMessage({ field, character }: ControlCharacterAt, where = 'field'): string {
  // A form's field by the label its reader knows; the API's by its name, which its reader wrote.
  const label = !field ? `the ${where}` : where === 'field' ? fieldLabel(field.split('.')) : `the ${where} "${field}"`;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} holds a control character (${character}), an invisible character no text may contain: remove it and try again.`;
}

/** Throws the refusal (400 invalid-input, naming the field) when `value` holds a control character. */
export function refuseControlCharacters(value: unknown, where: string, fieldPrefix: readonly string[] = []): void {
  const found = findControlCharacter(value, fieldPrefix);
  if (found)
    throw new AppError('invalid-input', 'invalid-input', controlCharacterMessage(found, where), {
      field: found.field || undefined,
      // `reason` tells this refusal from a form's fields refused by their schema (the same code).
      details: { reason: 'controlCharacter', character: found.character },
    });
}
