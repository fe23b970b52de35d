// Replacement effects of static abilities on gaining life (119.10), paying life (119.4, 614.13c)
// and creating tokens (614.16) — replacement/instead.ts — each event sent through every effect
// that applies (replace.ts), compared whole: the reports, the events left, the questions asked.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { standInAnswer } from '../core/mid-event';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { act, creature, game, mainPhase, named } from '../game/test-kit';
import { replace } from './replace';
import { permanent } from './test-cards';

/** The event through every effect that applies; every question answered with the engine's first choice. */
function through(s: GameState, ev: RulesEvent) {
  const asked: Decision[] = [];
  const ctx: Ctx = {
    s: copyState(s),
    events: [],
    standIn: (d: Decision): Action => {
      asked.push(d);
      return standInAnswer(d);
    },
  };
  const out = replace(ctx, ev);
  return { out, events: ctx.events, asked };
}

const bounty = permanent('Bounty', {
  would: 'gain life',
  player: { objects: 'a player' },
  instead: 'gain twice that much life',
});
const insight = permanent('Insight', {
  would: 'gain life',
  player: { objects: 'a player' },
  instead: 'draw that many cards',
});
/** "If a player would draw a card, they draw nothing instead" (614.11). */
const silence = permanent('Silence', { would: 'draw a card', player: { objects: 'a player' }, instead: 'nothing' });

const gain = (player: string, amount: number): RulesEvent => ({
  type: 'life',
  rules: ['119.3'],
  player,
  amount,
  cause: 'effect',
});

describe('"If a player would gain life, …" (119.10)', () => {
  it('614.1a: Bounty — Alice gains twice that much: 3 becomes 6', () => {
    const r = through(mainPhase([{ id: 'bounty', card: bounty, controller: 'B' }]), gain('A', 3));
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a'],
        effect: 'gain twice that much',
        source: 'bounty',
        player: 'A',
        amount: 6,
      },
    ]);
    expect(r.out).toEqual([gain('A', 6)]);
  });

  it('614.1a, 614.6: Insight — Alice draws that many cards instead, each draw its own event (121.2)', () => {
    const r = through(mainPhase([{ id: 'insight', card: insight, controller: 'B' }]), gain('A', 2));
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'draw instead of gaining life',
        source: 'insight',
        player: 'A',
        amount: 2,
      },
    ]);
    const draw = { type: 'draw', rules: ['121.1', '614.6'], player: 'A' };
    expect(r.out).toEqual([draw, draw]);
  });

  it('119.3: losing life is not gaining it — Bounty and Insight leave it alone', () => {
    const s = mainPhase([
      { id: 'bounty', card: bounty, controller: 'B' },
      { id: 'insight', card: insight, controller: 'B' },
    ]);
    const r = through(s, gain('A', -3));
    expect(r).toEqual({ out: [gain('A', -3)], events: [], asked: [] });
  });

  it('119.10: a player who would gain 0 life gains none — no event for Bounty or Insight to apply to', () => {
    const s = mainPhase([
      { id: 'bounty', card: bounty, controller: 'B' },
      { id: 'insight', card: insight, controller: 'B' },
    ]);
    const r = through(s, gain('A', 0));
    expect(r).toEqual({ out: [gain('A', 0)], events: [], asked: [] });
  });

  it('616.1: drawing is replaced by nothing (Silence), so either order comes to the same — not asked; Insight, replacing the whole event, applies first', () => {
    // Bounty is on the battlefield first (613.7): the engine's order puts Insight first only because it replaces the whole event.
    const s = mainPhase([
      { id: 'bounty', card: bounty, controller: 'B' },
      { id: 'insight', card: insight, controller: 'B' },
      { id: 'silence', card: silence, controller: 'B' },
    ]);
    const r = through(s, gain('A', 2));
    expect(r.asked).toEqual([]);
    const skip = {
      type: 'replaced',
      rules: ['614.11', '614.1a', '616.2', '616.1f'],
      effect: 'skip the draw',
      source: 'silence',
      player: 'A',
    };
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'draw instead of gaining life',
        source: 'insight',
        player: 'A',
        amount: 2,
      },
      skip,
      skip,
    ]);
    expect(r.out).toEqual([]);
  });
});

/** "If you would pay life while your library has at least that many cards in it, exile that many cards from the top of your library instead." */
const ashiok = permanent('Ashiok', {
  would: 'pay life',
  instead: 'exile that many cards from the top of your library',
});
/** "As this creature attacks, you may pay 3 life. If you do, it gets +2/+0." (508.1g) */
const raider: CardDef = creature('Raider', 2, 2, {
  abilities: [
    {
      kind: 'static',
      rule: 'optional attack cost',
      cost: { type: 'pay life', amount: 3 },
      effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
    },
  ],
});

const library = (...ids: string[]) => ids.map((id) => ({ id, card: creature(id, 1, 1) }));
const pay = (player: string, amount: number, entering?: string[]): RulesEvent => ({
  type: 'life',
  rules: ['119.4', '614.12a'],
  player,
  amount: -amount,
  cause: 'payment',
  ...(entering ? { entering } : {}),
});
/** Alice controls Ashiok; her library holds `cards`, top first. */
const withAshiok = (cards: string[], more: Parameters<typeof mainPhase>[0] = []) =>
  mainPhase([{ id: 'ashiok', card: ashiok, controller: 'A' }, ...more], {
    players: [
      { id: 'A', name: 'Alice', library: library(...cards) },
      { id: 'B', name: 'Bob', library: 5 },
    ],
  });
const exiled = (amount: number, rules: string[] = []) => ({
  type: 'replaced',
  rules: ['614.1a', '614.6', '119.4', ...rules],
  effect: 'exile from library instead of paying life',
  source: 'ashiok',
  player: 'A',
  amount,
});
const exile = (object: string, rules: string[] = []) => ({
  type: 'move',
  rules: ['614.6', ...rules],
  object,
  to: 'exile',
});

describe('"If you would pay life while your library has at least that many cards in it, exile that many cards … instead" (119.4, 614.1a)', () => {
  it('508.1g, 119.4: Alice pays 3 life as Raider attacks — the top 3 cards of her library are exiled instead, her life unchanged', () => {
    const s = game({
      players: [
        { id: 'A', name: 'Alice', library: library('top', 'second', 'third', 'fourth') },
        { id: 'B', name: 'Bob', library: 5 },
      ],
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'raider', card: raider, controller: 'A' },
        { id: 'ashiok', card: ashiok, controller: 'A' },
      ],
    });
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [{ attacker: 'raider', target: 'B' }],
      optionalCosts: [{ source: 'raider' }],
    });
    const moved = (object: string) => ({ type: 'zone-change', rules: ['614.6'], object, from: 'library', to: 'exile' });
    expect(r.events.filter((e) => e.type === 'replaced' || e.type === 'zone-change')).toEqual([
      exiled(3),
      moved('top'),
      moved('second'),
      moved('third'),
    ]);
    const alice = r.state.players.find((p) => p.id === 'A')!;
    expect([alice.life, alice.library, alice.exile]).toEqual([20, ['fourth'], ['top', 'second', 'third']]);
  });

  it('"at least that many": a library of exactly 2 cards, 2 life paid — both exiled', () => {
    const r = through(withAshiok(['top', 'second']), pay('A', 2));
    expect(r.events).toEqual([exiled(2)]);
    expect(r.out).toEqual([exile('top'), exile('second')]);
  });

  it('"at least that many": a library of 1 card, 2 life paid — Ashiok doesn\'t apply, the life is paid', () => {
    const r = through(withAshiok(['top']), pay('A', 2));
    expect(r).toEqual({ out: [pay('A', 2)], events: [], asked: [] });
  });

  it('614.13c: a card entering from the library, below the cards exiled, changes nothing — 614.13c not cited', () => {
    const r = through(withAshiok(['top', 'second', 'pool', 'fourth']), pay('A', 2, ['pool']));
    expect(r.events).toEqual([exiled(2)]);
    expect(r.out).toEqual([exile('top'), exile('second')]);
  });

  it('614.13c: a card entering from the top of the library is passed over — the next two are exiled', () => {
    const r = through(withAshiok(['pool', 'second', 'third', 'fourth']), pay('A', 2, ['pool']));
    expect(r.events).toEqual([exiled(2, ['614.13c'])]);
    expect(r.out).toEqual([exile('second', ['614.13c']), exile('third', ['614.13c'])]);
  });

  it.each(
    named([
      {
        name: '119.3: losing life by an effect is not paying it',
        ev: { ...pay('A', 2), cause: 'effect' } as RulesEvent,
      },
      { name: '119.3: gaining life by an effect', ev: gain('A', 2) },
      { name: '119.4b: paying 0 life (nothing to exile)', ev: pay('A', 0) },
      { name: '121.1: drawing a card', ev: { type: 'draw', rules: ['121.1'], player: 'A' } as RulesEvent },
    ]),
  )('Ashiok does not apply — %s', (_, { ev }) => {
    const r = through(withAshiok(['top', 'second', 'third']), ev);
    expect(r).toEqual({ out: [ev], events: [], asked: [] });
  });

  it("119.4: other replacement abilities (of Alice's, watching any player) don't exile for life paid", () => {
    const s = mainPhase(
      [
        { id: 'bounty', card: bounty, controller: 'A' },
        { id: 'insight', card: insight, controller: 'A' },
        { id: 'silence', card: silence, controller: 'A' },
      ],
      {
        players: [
          { id: 'A', name: 'Alice', library: library('top', 'second', 'third') },
          { id: 'B', name: 'Bob', library: 5 },
        ],
      },
    );
    const r = through(s, pay('A', 2));
    expect(r).toEqual({ out: [pay('A', 2)], events: [], asked: [] });
  });
});

/** 614.16: "If an effect would create one or more tokens under your control, it creates twice that many instead." */
const season = permanent('Season', { would: 'create tokens', instead: 'twice that many' });
/** The same for any player's tokens. */
const harvest = permanent('Harvest', {
  would: 'create tokens',
  player: { objects: 'a player' },
  instead: 'twice that many',
});
const soldier = creature('Soldier', 1, 1);
const create = (player: string, count: number): RulesEvent => ({
  type: 'create',
  rules: ['111.1', '701.6'],
  player,
  count,
  source: 'src',
  card: soldier,
});
const twice = (source: string, player: string, amount: number) => ({
  type: 'replaced',
  rules: ['614.1a', '614.16'],
  effect: 'twice that many tokens',
  source,
  player,
  amount,
});

describe('614.16: "… it creates twice that many instead"', () => {
  it('"under your control" (no player said: you): Alice\'s Season doubles the tokens Alice creates', () => {
    const r = through(mainPhase([{ id: 'season', card: season, controller: 'A' }]), create('A', 2));
    expect(r.events).toEqual([twice('season', 'A', 4)]);
    expect(r.out).toEqual([create('A', 4)]);
  });

  it('"under your control": Alice\'s Season leaves the tokens Bob creates alone', () => {
    const r = through(mainPhase([{ id: 'season', card: season, controller: 'A' }]), create('B', 2));
    expect(r).toEqual({ out: [create('B', 2)], events: [], asked: [] });
  });

  it('"a player": Bob\'s Harvest doubles the tokens Alice creates', () => {
    const r = through(mainPhase([{ id: 'harvest', card: harvest, controller: 'B' }]), create('A', 3));
    expect(r.events).toEqual([twice('harvest', 'A', 6)]);
    expect(r.out).toEqual([create('A', 6)]);
  });
});
