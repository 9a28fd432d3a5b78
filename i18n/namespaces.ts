// The message files of each language: `messages/<locale>/<namespace>.json`, one file per area of
// the app, so that engineers adding strings to different areas never edit the same file. A new
// area is a new file in every language and its name here (tests/i18n/messages.test.ts holds the
// four folders and this list in step).
import type account from '@/messages/en/account.json';
import type accounts from '@/messages/en/accounts.json';
import type admin from '@/messages/en/admin.json';
import type bracket from '@/messages/en/bracket.json';
import type common from '@/messages/en/common.json';
import type fields from '@/messages/en/fields.json';
import type home from '@/messages/en/home.json';
import type manage from '@/messages/en/manage.json';
import type match from '@/messages/en/match.json';
import type organise from '@/messages/en/organise.json';
import type pairing from '@/messages/en/pairing.json';
import type play from '@/messages/en/play.json';
import type players from '@/messages/en/players.json';
import type refusals from '@/messages/en/refusals.json';
import type report from '@/messages/en/report.json';
import type staffPages from '@/messages/en/staffPages.json';
import type print from '@/messages/en/print.json';
import type tournament from '@/messages/en/tournament.json';

export const namespaces = [
  'common',
  'home',
  'accounts',
  'tournament',
  'bracket',
  'match',
  'players',
  'organise',
  'manage',
  'staffPages',
  'play',
  'account',
  'refusals',
  'report',
  'print',
  'admin',
  'fields',
  'pairing',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The shape every language's messages have: English's (the test checks the others match it). */
export interface Messages {
  common: typeof common;
  home: typeof home;
  accounts: typeof accounts;
  tournament: typeof tournament;
  bracket: typeof bracket;
  match: typeof match;
  players: typeof players;
  organise: typeof organise;
  manage: typeof manage;
  staffPages: typeof staffPages;
  play: typeof play;
  account: typeof account;
  refusals: typeof refusals;
  report: typeof report;
  print: typeof print;
  admin: typeof admin;
  fields: typeof fields;
  pairing: typeof pairing;
}
