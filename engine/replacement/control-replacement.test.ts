// "If a creature would enter the battlefield under an opponent's control, it enters the battlefield
// under your control instead" (614.1d, 616.1b; control.ts): the effect alone, the card check's
// refusals of a malformed one, and the 616.1 question when two such effects apply.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { ReplacementDef } from '../core/replacements';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, decision, game } from '../game/test-kit';
import { checkCard } from '../setup/card-check';
import { permanent } from './test-cards';

const TAKES: ReplacementDef = {
  would: 'enter the battlefield',
  objects: { objects: 'a creature an opponent controls' },
  underYourControl: true,
};
const collector = permanent('Collector', TAKES);
const bears = creature('Bears', 2, 2, { manaCost: '{1}{G}', colors: ['G'] });

/** Bob's (B's) main phase, Bears in his hand and {G}{G} in his pool; `more` players after Alice and Bob. */
function bobsTurn(battlefield: PermanentSetup[], more: { id: string; name: string }[] = []): GameState {
  return game({
    players: [
      { id: 'A', name: 'Alice', library: 20 },
      { id: 'B', name: 'Bob', library: 20, hand: [{ id: 'bears', card: bears }], manaPool: { G: 2 } },
      ...more.map((p) => ({ ...p, library: 20 })),
    ],
    activePlayer: 'B',
    turn: 2,
    step: 'main',
    priority: 'B',
    battlefield,
  });
}

/** Bob casts Bears and everyone passes in turn: it resolves (or a decision comes up as it enters). */
function castBears(s: GameState) {
  let state = act(s, { type: 'cast-spell', player: 'B', card: 'bears', targets: [] }).state;
  const events: GameEvent[] = [];
  while (state.stack.length > 0 && decision(state).kind === 'priority') {
    const r = act(state, { type: 'pass-priority', player: decision(state).player });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** `s` with Bob's Bears card in hand replaced by `card` (same id). */
const holding = (s: GameState, card: CardDef): GameState => ({
  ...s,
  objects: { ...s.objects, bears: { ...s.objects.bears, card } },
});

const replaced = (events: { type: string }[]) =>
  events.filter((e) => e.type === 'replaced' || e.type === 'replacement-chosen');

describe('614.1d, 616.1b: "it enters the battlefield under your control instead"', () => {
  it('110.2: an opponent’s creature enters under the effect’s controller’s control, reported', () => {
    const r = castBears(bobsTurn([{ id: 'collector', card: collector, controller: 'A' }]));
    expect(replaced(r.events)).toEqual([
      {
        type: 'replaced',
        rules: ['614.1d', '614.12', '616.1b', '110.2'],
        effect: 'enters under your control',
        source: 'collector',
        object: 'bears',
        player: 'A',
      },
    ]);
    expect(r.state.objects.bears).toMatchObject({ zone: 'battlefield', controller: 'A', owner: 'B' });
    // 110.2: entering under Alice's control is not a control-changing effect (613.1b): nothing to undo.
    expect(r.state.objects.bears.baseController).toBeUndefined();
    expect(r.events.some((e) => e.type === 'control-changed')).toBe(false);
  });

  it('its own controller’s creatures are not taken: the effect does not apply to them', () => {
    const r = castBears(bobsTurn([{ id: 'collector', card: collector, controller: 'B' }]));
    expect(replaced(r.events)).toEqual([]);
    expect(r.state.objects.bears.controller).toBe('B');
  });

  it('a noncreature permanent is not "a creature": it enters under its caster’s control', () => {
    const idol: CardDef = { ...bears, name: 'Idol', types: ['Artifact'] };
    const s = bobsTurn([{ id: 'collector', card: collector, controller: 'A' }]);
    const r = castBears(holding(s, idol));
    expect(replaced(r.events)).toEqual([]);
    expect(r.state.objects.bears.controller).toBe('B');
  });

  it('305.1: a land creature Bob plays enters under Alice’s control — still the land Bob played', () => {
    const arbor: CardDef = { name: 'Arbor', types: ['Land', 'Creature'], colors: ['G'], power: 1, toughness: 1 };
    const s = bobsTurn([{ id: 'collector', card: collector, controller: 'A' }]);
    const r = act(holding(s, arbor), { type: 'play-land', player: 'B', card: 'bears' });
    expect(r.events.find((e) => e.type === 'land-played')).toMatchObject({ player: 'B', object: 'bears' });
    expect(r.state.objects.bears.controller).toBe('A');
  });

  it.each([
    ['chooses a colour', { chooseColor: 'protection from the chosen color' }, 'choose-color'],
    ['may pay life', { mayPayLifeElseTapped: 2 }, 'choose-to-pay'],
  ] as const)('614.12a: as it enters, its new controller %s', (_what, own, kind) => {
    const asks: CardDef = {
      ...bears,
      abilities: [{ kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', ...own } }],
    };
    const s = bobsTurn([{ id: 'collector', card: collector, controller: 'A' }]);
    const r = castBears(holding(s, asks));
    expect(decision(r.state)).toMatchObject({ kind, player: 'A', object: 'bears' });
  });

  it('614.12, 616.1f: the effects checked after it see the creature under its new controller', () => {
    // Alice's "creatures you control enter with a +1/+1 counter" now applies; Bob's no longer does.
    const counters = (name: string) =>
      permanent(name, {
        would: 'enter the battlefield',
        objects: { objects: 'a creature you control' },
        counters: { '+1/+1': 1 },
      });
    const r = castBears(
      bobsTurn([
        { id: 'collector', card: collector, controller: 'A' },
        { id: 'alices', card: counters('Alice’s banner'), controller: 'A' },
        { id: 'bobs', card: counters('Bob’s banner'), controller: 'B' },
      ]),
    );
    expect(replaced(r.events).map((e) => [e.type, 'source' in e && e.source, 'rules' in e && e.rules])).toEqual([
      ['replacement-chosen', 'collector', ['616.1', '616.1b']],
      ['replaced', 'collector', ['614.1d', '614.12', '616.1b', '110.2']],
      ['replaced', 'alices', ['614.1d', '614.12', '616.1f']],
    ]);
    expect(r.state.objects.bears).toMatchObject({ controller: 'A', counters: { '+1/+1': 1 } });
  });
});

describe('616.1: two effects would modify under whose control it enters', () => {
  const three = () =>
    bobsTurn(
      [
        { id: 'alices', card: collector, controller: 'A' },
        { id: 'cats', card: permanent('Collector', TAKES), controller: 'C' },
      ],
      [{ id: 'C', name: 'Cat' }],
    );

  it('616.1, 616.1b: the affected object’s controller (Bob, the caster) chooses which applies first', () => {
    const s = castBears(three()).state;
    expect(decision(s)).toMatchObject({
      kind: 'choose-replacement',
      player: 'B',
      rules: ['616.1', '616.1b'],
      options: [
        { key: 'alices:0', source: 'alices', effect: 'enters under your control' },
        { key: 'cats:0', source: 'cats', effect: 'enters under your control' },
      ],
      event: 'move',
      affected: 'bears',
    });
  });

  it.each([
    ['alices', 'A', 'C'],
    ['cats', 'C', 'A'],
  ])(
    '616.1f: %s’s first, it would enter under %s’s control — an opponent of the other, whose effect then applies (%s)',
    (first, between, last) => {
      const s = castBears(three()).state;
      const r = act(s, { type: 'choose-replacement', player: 'B', effect: `${first}:0` });
      const moves = r.events.filter((e) => e.type === 'replaced');
      expect(moves.map((e) => e.type === 'replaced' && [e.player, e.rules])).toEqual([
        [between, ['614.1d', '614.12', '616.1b', '110.2']],
        [last, ['614.1d', '614.12', '616.1b', '110.2', '616.1f']],
      ]);
      expect(r.events.find((e) => e.type === 'replacement-chosen')).toMatchObject({
        rules: ['616.1', '616.1b'],
        player: 'B',
        source: first,
        asked: true,
      });
      expect(r.state.objects.bears).toMatchObject({ zone: 'battlefield', controller: last });
    },
  );

  it('two such effects of one player: once it would enter under that player’s control the other no longer applies — not asked', () => {
    const r = castBears(
      bobsTurn([
        { id: 'one', card: collector, controller: 'A' },
        { id: 'two', card: collector, controller: 'A' },
      ]),
    );
    expect(r.events.filter((e) => e.type === 'replaced')).toHaveLength(1);
    expect(r.state.objects.bears.controller).toBe('A');
  });
});

describe('the card check: "enters under your control instead" (replacement-check.ts)', () => {
  const card = (replacement: Record<string, unknown>): CardDef =>
    ({
      ...permanent('Collector', TAKES),
      abilities: [{ kind: 'static', rule: 'replacement', replacement }],
    }) as CardDef;
  const field = 'card.abilities[0].replacement';
  const check = (replacement: Record<string, unknown>) => checkCard('card', card(replacement));

  it('accepts "a creature an opponent controls", alone or with how else it enters', () => {
    expect(check({ ...TAKES })).toBeNull();
    expect(check({ ...TAKES, tapped: true })).toBeNull();
    expect(
      check({ would: 'enter the battlefield', objects: { objects: 'a creature an opponent controls' }, tapped: true }),
    ).toBeNull();
  });

  it.each([
    ['its own (no objects)', { would: 'enter the battlefield', underYourControl: true }, '"this"'],
    ['a creature', { ...TAKES, objects: { objects: 'a creature' } }, '"a creature"'],
    [
      'a creature you control',
      { ...TAKES, objects: { objects: 'a creature you control' } },
      '"a creature you control"',
    ],
  ])('refuses %s, naming objects (616.1b: only others’ objects can be taken)', (_name, r, value) => {
    expect(check(r)).toEqual({
      code: 'setup/invalid-card',
      field: `${field}.objects`,
      params: { problem: 'under your control', value },
    });
  });

  it('refuses underYourControl: "yes", naming the field', () => {
    expect(check({ ...TAKES, underYourControl: 'yes' })).toEqual({
      code: 'setup/invalid-card',
      field: `${field}.underYourControl`,
      params: { problem: 'boolean' },
    });
  });

  it('underYourControl: false says nothing of how it enters', () => {
    expect(check({ ...TAKES, underYourControl: false })).toEqual({
      code: 'setup/invalid-card',
      field,
      params: { problem: 'enters how' },
    });
  });

  it('refuses a misspelt opponent word, naming objects.objects', () => {
    expect(check({ ...TAKES, objects: { objects: 'a creature an opponent control' } })).toMatchObject({
      field: `${field}.objects.objects`,
      params: { problem: 'watched objects', value: '"a creature an opponent control"' },
    });
  });
});
