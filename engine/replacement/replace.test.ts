// 616.1: several replacement and prevention effects meeting one event (replacement/replace.ts) —
// the affected player (or the controller of the affected object) chooses which applies first,
// asked only when the choice changes something; the effect chosen applies once (614.5), and the
// set of effects that apply is checked anew after each (616.1f).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { standInAnswer } from '../core/mid-event';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { abilityOnStack, creature, mainPhase, named, runHandler } from '../game/test-kit';
import type { EffectOf } from '../stack/effects/handler';
import { preventDamage } from '../stack/effects/prevent-damage';
import { replace, REPLACEMENT_SOURCES } from './replace';
import type { ReplacementSource } from './replacement';
import { selfReplacement } from './self';
import { permanent } from './test-cards';

const doubler = permanent('Doubler', { would: 'deal damage', instead: 'double that damage' });
const shelter = permanent('Shelter', { would: 'deal damage', recipient: { objects: 'you' }, instead: { prevent: 2 } });
const sanctuary = permanent('Sanctuary', {
  would: 'deal damage',
  recipient: { objects: 'a creature' },
  instead: { prevent: 'all' },
});

const knight = { id: 'knight', controller: 'A', colors: [], deathtouch: false, lifelink: false };
const damage = (target: string, amount: number): RulesEvent => ({
  type: 'damage',
  rules: ['120.3'],
  items: [{ source: knight, target, amount }],
  combat: false,
});

/** The event through every effect that applies; the affected player picks the `picks`th option of each 616.1 question. */
function through(s: GameState, ev: RulesEvent, picks: number[] = [], sources?: ReplacementSource[]) {
  const prevented: NonNullable<Ctx['prevented']> = [];
  const asked: Decision[] = [];
  let n = 0;
  const ctx: Ctx = {
    s: copyState(s),
    events: [],
    prevented,
    standIn: (d: Decision): Action => {
      asked.push(d);
      if (d.kind === 'choose-replacement')
        return { type: 'choose-replacement', player: d.player, effect: d.options[picks[n++] ?? 0].key };
      return standInAnswer(d);
    },
  };
  const out = replace(ctx, ev, sources);
  return { out, events: ctx.events, asked, prevented };
}

const bear = creature('Bear', 2, 2);
const returner = permanent('Returner', {
  would: 'die',
  objects: { objects: 'a creature' },
  instead: "put it into its owner's hand",
});
const shuffler = permanent('Shuffler', {
  would: 'die',
  objects: { objects: 'a creature you control' },
  instead: "shuffle it into its owner's library",
});
const exiler = permanent('Exiler', {
  would: 'be put into a graveyard',
  objects: { objects: 'a card' },
  instead: 'exile it',
});
const silence = permanent('Silence', { would: 'draw a card', player: { objects: 'you' }, instead: 'nothing' });
const recaller = permanent('Recaller', {
  would: 'draw a card',
  player: { objects: 'a player' },
  instead: 'return a card from your graveyard to your hand',
});
const insight = permanent('Insight', {
  would: 'gain life',
  player: { objects: 'a player' },
  instead: 'draw that many cards',
});
const bounty = permanent('Bounty', {
  would: 'gain life',
  player: { objects: 'a player' },
  instead: 'gain twice that much life',
});
/** 615.12: damage can't be prevented (prevention effects still apply, preventing none of it). */
const relentless: CardDef = {
  name: 'Relentless',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule: "damage can't be prevented", source: { objects: 'a source' } }],
};

/** Knight (Alice's) deals damage; Bob controls Shelter ("prevent 2 of the damage to you"), Alice a Doubler. */
const shelterAndDoubler = (...more: Parameters<typeof mainPhase>[0]) =>
  mainPhase([
    { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
    { id: 'shelter', card: shelter, controller: 'B' },
    { id: 'doubler', card: doubler, controller: 'A' },
    ...more,
  ]);

const chosen = (player: string, source: string, effect: string, rules: string[], asked = true) => ({
  type: 'replacement-chosen',
  rules,
  player,
  source,
  effect,
  asked,
});
const doubled = (target: string, amount: number, rules = ['614.1a']) => ({
  type: 'replaced',
  rules,
  effect: 'double damage',
  source: 'doubler',
  object: 'knight',
  target,
  amount,
});
const prevented2 = (left: boolean, rules: string[] = []) => ({
  type: 'damage-prevented',
  rules: ['615.1a', '615.10', ...(left ? [] : ['615.6']), ...rules],
  source: 'knight',
  target: 'B',
  amount: 2,
  combat: false,
  by: 'effect',
});
const question = (
  player: string,
  event: string,
  affected: string,
  options: string[][],
  rules = ['616.1', '616.1e'],
) => ({
  kind: 'choose-replacement',
  player,
  rules,
  options: options.map(([key, effect]) => ({ key, source: key.split(':')[0], effect })),
  event,
  affected,
});

describe('616.1e: the affected player chooses which effect applies first', () => {
  it('616.1, 616.1f: damage to Bob doubled, then 2 of it prevented (Bob chose the doubler): 4 dealt', () => {
    const r = through(shelterAndDoubler(), damage('B', 3), [1]);
    expect(r.asked).toEqual([
      question('B', 'damage', 'B', [
        ['shelter:0', 'prevent some'],
        ['doubler:0', 'double damage'],
      ]),
    ]);
    expect(r.events).toEqual([
      chosen('B', 'doubler', 'double damage', ['616.1', '616.1e']),
      doubled('B', 6),
      prevented2(true, ['616.1f']),
    ]);
    expect(r.out).toEqual([damage('B', 4)]);
  });

  it('616.1, 616.1f: 2 of the damage to Bob prevented, then the rest doubled (Bob chose Shelter): 2 dealt', () => {
    const r = through(shelterAndDoubler(), damage('B', 3), [0]);
    expect(r.events).toEqual([
      chosen('B', 'shelter', 'prevent some', ['616.1', '616.1e']),
      prevented2(true),
      doubled('B', 2, ['614.1a', '616.1f']),
    ]);
    expect(r.out).toEqual([damage('B', 2)]);
    // 615.13: what Shelter prevented, for "whenever damage is prevented".
    expect(r.prevented).toEqual([
      { key: 'shelter:0', item: { source: knight, target: 'B', amount: 2 }, combat: false },
    ]);
  });

  it('616.1f: after one applies, the player chooses again among those that still apply', () => {
    const r = through(shelterAndDoubler({ id: 'shelter2', card: shelter, controller: 'B' }), damage('B', 5), [0, 1]);
    expect(r.asked).toEqual([
      question('B', 'damage', 'B', [
        ['shelter:0', 'prevent some'],
        ['doubler:0', 'double damage'],
        ['shelter2:0', 'prevent some'],
      ]),
      question(
        'B',
        'damage',
        'B',
        [
          ['doubler:0', 'double damage'],
          ['shelter2:0', 'prevent some'],
        ],
        ['616.1', '616.1e', '616.1f'],
      ),
    ]);
    // 5, 2 prevented (3), 2 more prevented (1), the rest doubled: 2.
    expect(r.events).toEqual([
      chosen('B', 'shelter', 'prevent some', ['616.1', '616.1e']),
      prevented2(true),
      chosen('B', 'shelter2', 'prevent some', ['616.1', '616.1e', '616.1f']),
      { ...prevented2(true, ['616.1f']) },
      doubled('B', 2, ['614.1a', '616.1f']),
    ]);
    expect(r.out).toEqual([damage('B', 2)]);
  });

  const graveyard = [{ id: 'g1', card: creature('Elk', 3, 3) }];
  it.each(
    named([
      {
        name: '701.7: a creature destroyed (its controller chooses: hand or library)',
        board: [
          { id: 'bear', card: bear, controller: 'B' },
          { id: 'returner', card: returner, controller: 'A' },
          { id: 'shuffler', card: shuffler, controller: 'B' },
        ],
        ev: { type: 'destroy', rules: ['701.7'], object: 'bear' } as RulesEvent,
        want: question('B', 'destroy', 'bear', [
          ['returner:0', 'hand instead'],
          ['shuffler:0', 'library instead'],
        ]),
      },
      {
        name: '701.21: a creature sacrificed (its controller chooses)',
        board: [
          { id: 'bear', card: bear, controller: 'B' },
          { id: 'returner', card: returner, controller: 'A' },
          { id: 'shuffler', card: shuffler, controller: 'B' },
        ],
        ev: { type: 'sacrifice', rules: ['701.21'], object: 'bear' } as RulesEvent,
        want: question('B', 'sacrifice', 'bear', [
          ['returner:0', 'hand instead'],
          ['shuffler:0', 'library instead'],
        ]),
      },
      {
        name: '704.5g: a creature put into a graveyard (its controller chooses: exile or hand)',
        board: [
          { id: 'bear', card: bear, controller: 'B' },
          { id: 'exiler', card: exiler, controller: 'A' },
          { id: 'returner', card: returner, controller: 'A' },
        ],
        ev: { type: 'move', rules: ['704.5g'], object: 'bear', to: 'graveyard' } as RulesEvent,
        want: question('B', 'move', 'bear', [
          ['exiler:0', 'exile instead'],
          ['returner:0', 'hand instead'],
        ]),
      },
      {
        name: '614.11: Bob would draw (Bob chooses: skip it or a card returned)',
        board: [
          { id: 'silence', card: silence, controller: 'B' },
          { id: 'recaller', card: recaller, controller: 'A' },
        ],
        ev: { type: 'draw', rules: ['121.1'], player: 'B' } as RulesEvent,
        want: question('B', 'draw', 'B', [
          ['silence:0', 'skip the draw'],
          ['recaller:0', 'return instead of drawing'],
        ]),
      },
      {
        name: '119.3: Alice would gain life (Alice chooses: draw instead, or twice as much)',
        board: [
          { id: 'insight', card: insight, controller: 'B' },
          { id: 'bounty', card: bounty, controller: 'B' },
        ],
        ev: { type: 'life', rules: ['119.3'], player: 'A', amount: 2, cause: 'effect' } as RulesEvent,
        want: question('A', 'life', 'A', [
          ['insight:0', 'draw instead of gaining life'],
          ['bounty:0', 'gain twice that much'],
        ]),
      },
    ]),
  )('616.1: %s', (_, { board, ev, want }) => {
    const s = mainPhase(board, {
      players: [
        { id: 'A', name: 'A', library: 20, graveyard },
        { id: 'B', name: 'B', library: 20 },
      ],
    });
    const r = through(s, ev);
    expect(r.asked).toEqual([want]);
    expect(r.events[0]).toEqual(chosen(want.player, want.options[0].source, want.options[0].effect, want.rules));
  });
});

describe('616.1: a choice that changes nothing is not asked', () => {
  it('all of the damage to a creature prevented, doubled or not: the effect preventing all of it applies first', () => {
    const s = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'bear', card: bear, controller: 'B' },
      { id: 'doubler', card: doubler, controller: 'A' },
      { id: 'sanctuary', card: sanctuary, controller: 'B' },
    ]);
    const r = through(s, damage('bear', 3));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1a', '615.6'],
        source: 'knight',
        target: 'bear',
        amount: 3,
        combat: false,
        by: 'effect',
      },
    ]);
    expect(r.out).toEqual([]);
  });
});

describe('616.1: not asked, the effects apply in the order they began (613.7)', () => {
  it('Shelter (on the battlefield first), then the shield of a spell resolved later: 2 prevented, then 1', () => {
    const s0 = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'shelter', card: shelter, controller: 'B' },
    ]);
    // 615.7: "Prevent the next 1 damage that would be dealt to Bob this turn."
    const e: EffectOf<'prevent damage'> = { type: 'prevent damage', amount: 1, target: 'any target' };
    const s = runHandler(s0, preventDamage, abilityOnStack(e, { id: 'i1', source: 'src', targets: ['B'] }), e).s;
    // Either order prevents 3 of the 5: not asked.
    const r = through(s, damage('B', 5));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      prevented2(true),
      {
        type: 'damage-prevented',
        rules: ['615.1', '615.7', '616.1f'],
        source: 'knight',
        target: 'B',
        amount: 1,
        combat: false,
        by: 'shield',
      },
    ]);
    expect(r.out).toEqual([damage('B', 2)]);
  });

  it('614.1c, 614.12: a creature entering with counters and tapped, its two effects in either order: not asked', () => {
    const grower = creature('Grower', 1, 1, {
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', counters: { '+1/+1': 2 } },
        },
        { kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', tapped: true } },
      ],
    });
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'A', library: 20, hand: [{ id: 'grower', card: grower }] },
        { id: 'B', name: 'B', library: 20 },
      ],
    });
    const r = through(s, { type: 'move', rules: ['608.3'], object: 'grower', to: 'battlefield' });
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12'],
        effect: 'enters with counters',
        source: 'grower',
        object: 'grower',
        counter: '+1/+1',
        amount: 2,
      },
      {
        type: 'replaced',
        rules: ['614.1d', '614.12', '616.1f'],
        effect: 'enters tapped',
        source: 'grower',
        object: 'grower',
      },
    ]);
    expect(r.out).toEqual([
      { type: 'move', rules: ['608.3'], object: 'grower', to: 'battlefield', counters: { '+1/+1': 2 }, tapped: true },
    ]);
  });
});

describe("616.1: not asked, effects that began together apply in the engine's own order", () => {
  it('702.16e: a red source\'s damage to a creature with protection from red and "prevent all damage to it"', () => {
    const warded = creature('Warded', 2, 2, {
      keywords: [{ protection: 'R' }],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'deal damage', recipient: { objects: 'this' }, instead: { prevent: 'all' } },
        },
      ],
    });
    const s = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2, { colors: ['R'] }), controller: 'A' },
      { id: 'bear', card: warded, controller: 'B' },
    ]);
    const ev: RulesEvent = {
      type: 'damage',
      rules: ['120.3'],
      items: [{ source: { ...knight, colors: ['R'] }, target: 'bear', amount: 3 }],
      combat: false,
    };
    // Both prevent all of it: not asked; the first (its own ability) prevents it, protection then has nothing to prevent.
    const r = through(s, ev);
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1a', '615.6'],
        source: 'knight',
        target: 'bear',
        amount: 3,
        combat: false,
        by: 'effect',
      },
    ]);
    expect(r.out).toEqual([]);
  });
});

describe('616.1a, 614.15: a self-replacement effect applies before the others', () => {
  /** "Knight deals 3 damage to Bob. … it deals 4 damage instead" (the instruction's own, 614.15). */
  const own = () =>
    selfReplacement(abilityOnStack({ type: 'deal damage', amount: 3, target: 'any target' }, { source: 'knight' }), 0, {
      amount: 4,
    });

  it('616.1a: with another effect applying, it is chosen first, no one asked; the other then applies (616.1f)', () => {
    const s = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'doubler', card: doubler, controller: 'A' },
    ]);
    const r = through(s, damage('B', 3), [], [...own(), ...REPLACEMENT_SOURCES]);
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      chosen('B', 'knight', 'self-replacement', ['616.1', '616.1a'], false),
      { type: 'replaced', rules: ['614.15'], effect: 'self-replacement', source: 'knight', target: 'B', amount: 4 },
      doubled('B', 8, ['614.1a', '616.1f']),
    ]);
    expect(r.out).toEqual([damage('B', 8)]);
  });

  it('614.15: alone, it just applies (nothing to choose among)', () => {
    const s = mainPhase([{ id: 'knight', card: creature('Knight', 2, 2), controller: 'A' }]);
    const r = through(s, damage('B', 3), [], [...own(), ...REPLACEMENT_SOURCES]);
    expect(r.events).toEqual([
      { type: 'replaced', rules: ['614.15'], effect: 'self-replacement', source: 'knight', target: 'B', amount: 4 },
    ]);
    expect(r.out).toEqual([damage('B', 4)]);
  });
});

describe("615.12, 615.13: damage that can't be prevented", () => {
  it('Shelter applies but prevents none of it (after the doubler, 616.1f): nothing recorded as prevented', () => {
    const s = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'doubler', card: doubler, controller: 'A' },
      { id: 'shelter', card: shelter, controller: 'B' },
      { id: 'relentless', card: relentless, controller: 'A' },
    ]);
    // Either order comes to 6 dealt: not asked; the earlier effect (the doubler) applies first.
    const r = through(s, damage('B', 3));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      doubled('B', 6),
      {
        type: 'damage-not-prevented',
        rules: ['615.12', '615.12a', '615.10'],
        source: 'knight',
        target: 'B',
        amount: 6,
        combat: false,
        by: 'effect',
        from: 'shelter',
      },
    ]);
    expect(r.out).toEqual([damage('B', 6)]);
    expect(r.prevented).toEqual([]);
  });
});
