// Property (fast-check): no replacement or prevention effect applies twice to one event (614.5) —
// nor to any event that replaced it (614.6) — whatever effects are in the game and whatever
// order the affected player chooses (616.1). Random games: permanents with replacement and
// prevention abilities, prevention shields (615.7, 615.8), regeneration shields, redirections
// (614.9), damage that can't be prevented (615.12) and protection around a creature; a random event goes through the pipeline (replacement/replace.ts) with its real
// sources, each effect's application watched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import type { ReplacementDef } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import { copyState } from '../game/apply';
import { creature, game, twoPlayers } from '../game/test-kit';
import { replace, REPLACEMENT_SOURCES } from './replace';
import type { ReplacementSource } from './replacement';

const permanent = (name: string, replacement: ReplacementDef): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule: 'replacement', replacement }],
});

/** Permanents whose effects may meet the events below (several of a kind may be in play at once). */
const POOL: CardDef[] = [
  permanent('Doubler', {
    would: 'deal damage',
    source: { objects: 'a creature you control' },
    instead: 'double that damage',
  }),
  permanent('Any doubler', { would: 'deal damage', instead: 'double that damage' }),
  permanent('Warden', {
    would: 'deal damage',
    recipient: { objects: 'a creature you control' },
    instead: { prevent: 1 },
  }),
  permanent('Shelter', { would: 'deal damage', recipient: { objects: 'you' }, instead: { prevent: 2 } }),
  permanent('Sanctuary', { would: 'deal damage', recipient: { objects: 'a creature' }, instead: { prevent: 'all' } }),
  permanent('Exiler', { would: 'be put into a graveyard', objects: { objects: 'a card' }, instead: 'exile it' }),
  permanent('Returner', { would: 'die', objects: { objects: 'a creature' }, instead: "put it into its owner's hand" }),
  permanent('Shuffler', {
    would: 'die',
    objects: { objects: 'a creature you control' },
    instead: "shuffle it into its owner's library",
  }),
  permanent('Recaller', {
    would: 'draw a card',
    player: { objects: 'a player' },
    instead: 'return a card from your graveyard to your hand',
  }),
  permanent('Silence', { would: 'draw a card', player: { objects: 'you' }, instead: 'nothing' }),
  permanent('Insight', { would: 'gain life', player: { objects: 'a player' }, instead: 'draw that many cards' }),
  permanent('Bounty', { would: 'gain life', player: { objects: 'a player' }, instead: 'gain twice that much life' }),
  permanent('Season', { would: 'create tokens', player: { objects: 'a player' }, instead: 'twice that many' }),
  permanent('Orb', { would: 'enter the battlefield', objects: { objects: 'a permanent' }, tapped: true }),
  permanent('Nursery', {
    would: 'enter the battlefield',
    objects: { objects: 'a creature' },
    counters: { '+1/+1': 1 },
  }),
  // 615.12: no damage can be prevented while it is in play (prevention effects still apply, once).
  {
    name: 'Relentless',
    types: ['Enchantment'],
    colors: [],
    abilities: [{ kind: 'static', rule: "damage can't be prevented", source: { objects: 'a source' } }],
  },
];

const entering = creature('Grower', 1, 1, {
  abilities: [
    { kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', counters: { '+1/+1': 2 } } },
    { kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', tapped: true } },
  ],
});

/** The events to send through: damage to the creature or a player, destroying it, a draw, life, tokens, entering. */
function events(kind: number, amount: number): RulesEvent {
  const source = { id: 'knight', controller: 'A', colors: [], deathtouch: false, lifelink: false };
  switch (kind) {
    case 0:
      return { type: 'damage', rules: ['120.3'], items: [{ source, target: 'target', amount }], combat: false };
    case 1:
      return { type: 'damage', rules: ['120.3'], items: [{ source, target: 'B', amount }], combat: false };
    case 2:
      return { type: 'destroy', rules: ['701.7'], object: 'target' };
    case 3:
      return { type: 'draw', rules: ['121.1'], player: 'B' };
    case 4:
      return { type: 'life', rules: ['119.3'], player: 'A', amount, cause: 'effect' };
    case 5:
      return {
        type: 'create',
        rules: ['111.1'],
        player: 'B',
        count: amount,
        source: 'knight',
        card: creature('Token', 1, 1),
      };
    default:
      return { type: 'move', rules: ['608.3'], object: 'grower', to: 'battlefield' };
  }
}

/** An event with the keys of the effects that applied to it and to the events it replaced. */
type Traced = RulesEvent & { trail?: string[] };

describe('614.5: no replacement effect applies twice to one event', () => {
  it('whatever effects are in play and whatever the affected player chooses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ card: fc.nat({ max: POOL.length - 1 }), mine: fc.boolean() }), { maxLength: 8 }),
        fc.nat({ max: 3 }),
        fc.boolean(),
        fc.nat({ max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat({ max: 100 }), { minLength: 1, maxLength: 20 }),
        fc.nat({ max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (perms, shields, regenerates, kind, amount, picks, redirects, nextTime, allFromRed) => {
          const s = game(
            twoPlayers({
              turn: 2,
              step: 'main',
              priority: 'A',
              players: [
                { id: 'A', name: 'A', library: 5, hand: [{ id: 'grower', card: entering }], graveyard: [] },
                {
                  id: 'B',
                  name: 'B',
                  library: 0,
                  graveyard: [
                    { id: 'g1', card: creature('Bear', 2, 2) },
                    { id: 'g2', card: creature('Elk', 3, 3) },
                  ],
                },
              ],
              battlefield: [
                { id: 'knight', card: creature('Knight', 2, 2, { colors: ['R'] }), controller: 'A' },
                {
                  id: 'target',
                  card: creature('Target', 3, 3, { keywords: picks[0] % 3 === 0 ? [{ protection: 'R' }] : [] }),
                  controller: 'B',
                },
                ...perms.map((p, i) => ({ id: `p${i}`, card: POOL[p.card], controller: p.mine ? 'A' : 'B' })),
              ],
            }),
          );
          const ctx: Ctx = { s: copyState(s), events: [] };
          for (let n = 0; n < shields; n++)
            ctx.s.shields.push({
              id: `e${n}`,
              object: n % 2 ? 'B' : 'target',
              remaining: n + 1,
              duration: 'end of turn',
              source: null,
              timestamp: 100 + n,
            });
          if (regenerates)
            ctx.s.replacementShields = [
              {
                id: 'r1',
                kind: 'regeneration',
                object: 'target',
                source: null,
                controller: 'B',
                timestamp: 99,
                duration: 'end of turn',
              },
            ];
          // 614.9: redirections between the creature and player B, either way or both (each applies once, 614.5).
          const redirections: NonNullable<typeof ctx.s.replacementShields> = [
            { id: 'd1', kind: 'redirection', object: 'target', to: 'B', remaining: null },
            { id: 'd2', kind: 'redirection', object: 'B', to: 'target', remaining: 2 },
          ]
            .filter((_, n) => redirects & (1 << n))
            .map((r, n) => ({
              ...r,
              kind: 'redirection',
              source: null,
              controller: 'A',
              timestamp: 90 + n,
              duration: 'end of turn',
            }));
          if (redirections.length > 0)
            ctx.s.replacementShields = [...(ctx.s.replacementShields ?? []), ...redirections];
          // 615.8: the knight's next instance of damage, to anything.
          if (nextTime)
            ctx.s.shields.push({
              id: 'n1',
              object: null,
              remaining: 1,
              duration: 'end of turn',
              source: null,
              timestamp: 98,
              from: 'knight',
            });
          // 615.9: all damage the knight would deal this turn, while it is still red (609.7b).
          if (allFromRed)
            ctx.s.shields.push({
              id: 'a1',
              object: null,
              remaining: 1,
              duration: 'end of turn',
              source: null,
              timestamp: 97,
              from: 'knight',
              all: true,
              properties: { color: 'R' },
            });
          // The affected player's choices: random among those offered.
          let i = 0;
          ctx.standIn = (d: Decision): Action => {
            const n = picks[i++ % picks.length];
            if (d.kind === 'choose-replacement')
              return { type: 'choose-replacement', player: d.player, effect: d.options[n % d.options.length].key };
            if (d.kind === 'choose-objects')
              return { type: 'choose-objects', player: d.player, objects: [d.candidates[n % d.candidates.length]] };
            if (d.kind === 'choose-color')
              return { type: 'choose-color', player: d.player, color: d.colors[n % d.colors.length] };
            throw new Error(`unexpected question ${d.kind}`);
          };
          // Every effect's application, watched: it must not meet an event it (or an earlier form of it) already met.
          const twice: string[] = [];
          const watched: ReplacementSource[] = REPLACEMENT_SOURCES.map(
            (source) => (st, ev) =>
              source(st, ev).map((r) => ({
                ...r,
                apply(c, e) {
                  const trail = (e as Traced).trail ?? [];
                  if (trail.includes(r.key)) twice.push(`${r.key} after ${trail.join(', ')}`);
                  const out = r.apply(c, e);
                  const tag = (x: RulesEvent): Traced => ({ ...x, trail: [...trail, r.key] });
                  return out === null ? null : Array.isArray(out) ? out.map(tag) : tag(out);
                },
              })),
          );
          const out = replace(ctx, events(kind, amount), watched) as Traced[];
          expect(twice).toEqual([]);
          for (const e of out) expect(new Set(e.trail ?? []).size).toBe((e.trail ?? []).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
