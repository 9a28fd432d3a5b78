// A Swiss round's pairing as the organiser previews, checks and publishes it (issue 19 §3): the
// request bodies (a hand-made pairing, the edits that made it) and the answers (the Dutch
// proposal with its explanation, what a pairing breaks). Entries are entry ids, as elsewhere.
import { z } from 'zod';
import { CRITERIA } from '@/core/swiss/types';
import { PAIRING_BREACHES } from '@/core/swiss/check';
import { SWISS_EDITS } from '@/core/tournament';

const entryId = z.number().int().positive().meta({ description: 'An entry id.' });

const boardSchema = z
  .object({
    first: entryId.meta({ description: 'The entry who moves first in game 1 (FIDE’s White).' }),
    second: entryId,
  })
  .strict();

/** A pairing drawn by hand, complete or not: boards in publishing order and the bye. */
export const swissDraftSchema = z
  .object({
    boards: z.array(boardSchema).max(500),
    bye: entryId.nullable().meta({ description: 'The entry given the pairing-allocated bye, or null.' }),
  })
  .strict()
  .meta({ id: 'SwissDraft' });

const editSchema = z
  .object({
    kind: z.enum(SWISS_EDITS),
    entries: z.array(entryId).min(1).max(1000),
  })
  .strict()
  .meta({ id: 'SwissEdit', description: 'One change made to the proposal by hand, as the audit log keeps it.' });

/** A pairing to publish: the draft, the basis it was made on and the edits that made it. */
export const swissPublicationSchema = swissDraftSchema
  .extend({
    basis: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .meta({ description: 'The `basis` of the preview the draft was made on; a stale one is refused (409).' }),
    edits: z.array(editSchema).max(500).default([]),
  })
  .strict()
  .meta({ id: 'SwissPublication' });

const breachSchema = z
  .object({
    breach: z.enum(PAIRING_BREACHES),
    absolute: z.boolean().meta({ description: 'An absolute criterion (C.1–C.3, C.04.1 f, g), not a quality one.' }),
    entries: z.array(entryId),
  })
  .meta({ id: 'PairingBreach' });

/** What a draft breaks, board by board, and whom it leaves unpaired. */
export const swissCheckSchema = z
  .object({
    round: z.number().int(),
    basis: z.string(),
    boards: z.array(z.array(breachSchema)).meta({ description: 'The breaches of each board, in the draft’s order.' }),
    bye: z.array(breachSchema),
    unpaired: z.array(entryId).meta({ description: 'Players not seated yet: a draft is published only without any.' }),
  })
  .meta({ id: 'SwissPairingCheck' });

const bracketSchema = z
  .object({
    score: z.number(),
    movedDown: z.array(entryId),
    residents: z.array(entryId),
    pairs: z.array(z.tuple([entryId, entryId])),
    floated: z.array(entryId).meta({ description: 'Floated down out of the bracket (from the last one: the bye).' }),
    failures: z
      .array(z.object({ criterion: z.enum(CRITERIA), count: z.number().int() }))
      .meta({ description: 'Quality criteria of C.04.3 the bracket could not meet, with how many players or pairs.' }),
    candidates: z.number().int(),
    exhaustive: z.boolean(),
  })
  .meta({ id: 'SwissBracket' });

/** The Dutch proposal for the next round, with the reasons for it and the players' standing. */
export const swissPreviewSchema = swissCheckSchema
  .extend({
    players: z.array(
      z.object({
        entry: entryId,
        name: z.string(),
        rank: z.number().int().meta({ description: 'Pairing number.' }),
        score: z.number(),
      }),
    ),
    proposal: swissDraftSchema,
    rules: z
      .array(z.enum(['E1', 'E2', 'E3', 'E4', 'E5']))
      .meta({ description: 'The colour rule (C.04.3 E.1–E.5) that decided each board of the proposal.' }),
    brackets: z.array(bracketSchema),
    relaxed: z.array(z.enum(['C1', 'C2', 'C3'])),
  })
  .meta({ id: 'SwissPreview' });

/** Why a published round is paired as it is, when the Dutch system on the rounds before gives it. */
export const swissExplanationSchema = swissPreviewSchema
  .pick({ round: true, players: true, rules: true, brackets: true, relaxed: true })
  .extend({
    reconstructed: z.boolean().meta({
      description:
        'Whether the Dutch system, run again on the rounds before, gives the boards published; when not (changed by hand, or the field changed later), `rules` and `brackets` are empty.',
    }),
  })
  .meta({ id: 'SwissExplanation' });

export const roundPathSchema = z.object({
  slug: z.string().min(1).max(64).meta({ description: 'The tournament’s slug, as in /t/{slug}.' }),
  round: z.coerce.number().int().min(1).max(1000).meta({ description: 'The round, from 1.' }),
});

export type SwissExplanation = z.input<typeof swissExplanationSchema>;
export type SwissDraftInput = z.output<typeof swissDraftSchema>;
export type SwissPublicationInput = z.output<typeof swissPublicationSchema>;
export type SwissCheckView = z.input<typeof swissCheckSchema>;
export type SwissPreview = z.input<typeof swissPreviewSchema>;
