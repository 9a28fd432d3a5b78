// A tournament's address (/t/{slug}) from its name: lower-case ASCII words joined by hyphens,
// `-2`, `-3`, … when the name is taken.

/** Longest slug the table accepts, with room left for a `-NN` suffix. */
const BASE_MAX = 58;

/** The slug a name gives: accents dropped, anything but letters and digits a hyphen; `tournament` for a name with neither. */
export function slugOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = words.slice(0, BASE_MAX).replace(/-+$/, '');
  return base === '' ? 'tournament' : base;
}

/** `base` when it is free, else the first free `base-2`, `base-3`, …. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}
