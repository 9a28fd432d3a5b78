/** The sentence that tells the owner which API tokens ending their sessions revoked (none: nothing to say). */
export function revokedTokensSentence(names: string[]): string {
  if (names.length === 0) return '';
  const quoted = names.map((name) => `“${name}”`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return ` Your API ${names.length === 1 ? 'token' : 'tokens'} ${list} ${names.length === 1 ? 'was' : 'were'} revoked: make new ones for the scripts and devices that used them.`;
}
