// What the pages say to staff in a match they play in, where the ruling tools would be: they have a
// player's rights there (lib/auth/permissions.ts), and another member of the staff rules.

export const ownMatchNote =
  'You play in this match, so another arbiter or the organiser rules on it: disputes, walkovers, voids and corrections are theirs to decide.';
