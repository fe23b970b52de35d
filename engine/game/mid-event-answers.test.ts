// Answering a question asked in the middle of an event (game/mid-event.ts): an answer the question
// doesn't offer is refused with the rule that says why (616.1's replacement effects, 614.12a's
// colour, the objects chosen — 614.13b, 609.7a, 702.82a —, 119.4's life payment), and an answer it
// offers replays the action: the events reported before the question aren't reported again, and
// the game's log goes on.
import { describe, expect, it } from 'vitest';
import { askedWhichReplacementFirst } from './test-boards';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { GameState } from '../core/state';
import { replacing } from './test-cards';
import { act, castAndResolve, creature, decision, mainPhase, passUntil, refusal } from './test-kit';

const bear = creature('Bear', 2, 2);

/** Alice with `card` (costing {R}) in hand and {R} in her pool. */
const holding = (card: CardDef, battlefield: Parameters<typeof mainPhase>[0] = []) =>
  mainPhase(battlefield, {
    players: [
      { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'd', card }], manaPool: { R: 1 } },
      { id: 'B', name: 'Bob', library: 20 },
    ],
  });

describe('616.1: the replacement effect applied first', () => {
  const asked = askedWhichReplacementFirst;

  it('an effect the question doesn’t offer is refused, naming it', () => {
    expect(refusal(asked(), { type: 'choose-replacement', player: 'A', effect: 'returner:1' })).toEqual({
      code: 'choose-replacement/not-an-option',
      rules: ['616.1', '616.1e'],
      params: { value: 'returner:1' },
    });
  });

  it('an offered one applies: Bomb is shuffled away, and the activation goes on', () => {
    const s = asked();
    expect(decision(s)).toMatchObject({
      kind: 'choose-replacement',
      options: [
        { key: 'returner:0', source: 'returner' },
        { key: 'shuffler:0', source: 'shuffler' },
      ],
    });
    const r = act(s, { type: 'choose-replacement', player: 'A', effect: 'shuffler:0' });
    expect(r.events).toEqual([
      {
        type: 'replacement-chosen',
        rules: ['616.1', '616.1e'],
        player: 'A',
        source: 'shuffler',
        effect: 'library instead',
        asked: true,
      },
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'library instead',
        source: 'shuffler',
        object: 'bomb',
        to: 'library',
      },
      { type: 'zone-change', rules: ['602.2b', '701.17', '614.6'], object: 'bomb', from: 'battlefield', to: 'library' },
      {
        type: 'ability-activated',
        rules: ['602.2', '602.2a', '602.1a'],
        player: 'A',
        source: 'bomb',
        object: r.state.stack[0].id,
        objects: ['B'],
      },
    ]);
  });
});

describe('614.12a: "As [this] enters, choose a color"', () => {
  const chooser = creature('Chooser', 1, 1, {
    manaCost: '{R}',
    abilities: replacing({ would: 'enter the battlefield', chooseColor: 'protection from the chosen color' }),
  });

  it('what is not a colour is refused', () => {
    const s = castAndResolve(holding(chooser), 'd').state;
    expect(decision(s)).toMatchObject({ kind: 'choose-color', colors: ['W', 'U', 'B', 'R', 'G'] });
    const purple = { type: 'choose-color', player: 'A', color: 'purple' } as unknown as Action;
    expect(refusal(s, purple)).toEqual({
      code: 'choose-color/not-a-color',
      rules: ['614.12a', '614.1c'],
      params: { value: 'purple' },
    });
  });

  it('a colour offered: it enters with that colour chosen', () => {
    const r = act(castAndResolve(holding(chooser), 'd').state, { type: 'choose-color', player: 'A', color: 'U' });
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.12a'],
        effect: 'choose a color',
        source: 'd',
        object: 'd',
        player: 'A',
        color: 'U',
      },
      { type: 'zone-change', rules: ['608.3', '608.3a'], object: 'd', from: 'stack', to: 'battlefield' },
    ]);
  });
});

describe('702.82a, 614.13b: two devour abilities, each asking which creatures are sacrificed', () => {
  const devourer = creature('Devourer', 1, 1, {
    manaCost: '{R}',
    abilities: [
      ...replacing({ would: 'enter the battlefield', devour: 1 }),
      ...replacing({ would: 'enter the battlefield', devour: 3 }),
    ],
  });
  const board = () =>
    holding(devourer, [
      { id: 'x', card: bear, controller: 'A' },
      { id: 'y', card: bear, controller: 'A' },
      { id: 'z', card: bear, controller: 'A' },
    ]);
  /** Devourer resolves: the first devour asks (Bob's pass and the resolution reported with it). */
  const first = () => castAndResolve(board(), 'd');
  const objects = (chosen: unknown): Action => ({ type: 'choose-objects', player: 'A', objects: chosen }) as Action;
  const notCandidates = {
    code: 'choose-objects/not-candidates',
    rules: ['614.12a', '702.82a'],
    params: { min: 0, max: 3 },
  };

  it('the same creature twice, or not a list, is refused', () => {
    const s = first().state;
    expect(decision(s)).toMatchObject({
      kind: 'choose-objects',
      devour: 1,
      candidates: ['x', 'y', 'z'],
      min: 0,
      max: 3,
    });
    expect(refusal(s, objects(['x', 'x']))).toEqual(notCandidates);
    expect(refusal(s, objects('x'))).toEqual(notCandidates);
  });

  it('614.13b: a creature chosen for the first can’t be chosen again for the second', () => {
    const second = act(first().state, objects(['x'])).state;
    expect(decision(second)).toMatchObject({ devour: 3, candidates: ['y', 'z'], chosen: ['x'] });
    expect(refusal(second, objects(['x']))).toEqual({
      code: 'choose-objects/already-chosen',
      rules: ['614.13b'],
      params: { object: 'x' },
    });
  });

  it('each answer reports only what happened since the question before; the log keeps every action', () => {
    const paused = first();
    expect(paused.events.map((e) => e.type)).toEqual(['priority-passed', 'resolved']);
    const second = act(paused.state, objects(['x']));
    // The replay passes Bob's priority and resolves Devourer again: reported once, before.
    expect(second.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.13', '702.82a'],
        effect: 'devour',
        source: 'd',
        object: 'd',
        player: 'A',
        amount: 1,
        counter: '+1/+1',
        devour: 1,
      },
    ]);
    const done = act(second.state, objects(['y']));
    expect(done.events.map((e) => [e.type, 'object' in e ? e.object : null])).toEqual([
      ['replaced', 'd'],
      ['sacrificed', 'x'],
      ['sacrificed', 'y'],
      ['zone-change', 'd'],
    ]);
    // 702.82a: one counter for x (devour 1), three for y (devour 3).
    expect(done.state.objects.d.counters).toEqual({ '+1/+1': 4 });
    expect(done.state.log).toEqual([
      { type: 'cast-spell', player: 'A', card: 'd', targets: [] },
      { type: 'pass-priority', player: 'A' },
      { type: 'pass-priority', player: 'B' },
      objects(['x']),
      objects(['y']),
    ]);
  });
});

describe('609.7a: "a source of your choice" — one object exactly', () => {
  const next: CardDef = {
    name: 'Next Time',
    types: ['Instant'],
    colors: ['W'],
    spell: { type: 'prevent the next time', source: 'a source of your choice' },
  };
  const asked = (): GameState =>
    passUntil(
      mainPhase(
        ['bear', 'cub'].map((id) => ({ id, card: creature(id, 1, 1), controller: 'B' })),
        { stack: [{ id: 'next', card: next, controller: 'A' }] },
      ),
      () => false,
    ).state;
  const wrong = { code: 'choose-objects/not-candidates', rules: ['609.7a', '615.8'], params: { min: 1, max: 1 } };

  it.each([
    ['none', []],
    ['two', ['bear', 'cub']],
    ['one not offered', ['next']],
  ])('%s: refused', (_, chosen) => {
    const s = asked();
    expect(decision(s)).toMatchObject({ kind: 'choose-objects', candidates: ['bear', 'cub'], min: 1, max: 1 });
    expect(refusal(s, { type: 'choose-objects', player: 'A', objects: chosen })).toEqual(wrong);
  });
});

describe('614.12a, 119.4: "you may pay 2 life as it enters; if you don’t, it enters tapped"', () => {
  const pool: CardDef = {
    name: 'Pool',
    types: ['Land'],
    colors: [],
    abilities: replacing({ would: 'enter the battlefield', mayPayLifeElseTapped: 2 }),
  };
  /** Bob (1 life; Alice has 20) plays Pool in his turn and is asked. */
  const asked = () =>
    act(
      mainPhase([], {
        activePlayer: 'B',
        priority: 'B',
        players: [
          { id: 'A', name: 'Alice', library: 20 },
          { id: 'B', name: 'Bob', library: 20, life: 1, hand: [{ id: 'pool', card: pool }] },
        ],
      }),
      { type: 'play-land', player: 'B', card: 'pool' },
    ).state;

  it('119.4: Bob can’t pay 2 life with 1 (Alice’s 20 don’t count)', () => {
    const s = asked();
    expect(decision(s)).toMatchObject({ kind: 'choose-to-pay', player: 'B', life: 2 });
    expect(refusal(s, { type: 'choose-to-pay', player: 'B', pay: true })).toEqual({
      code: 'choose-to-pay/not-enough-life',
      rules: ['119.4', '614.12a'],
      params: { life: 1, amount: 2 },
    });
  });

  it('an answer neither yes nor no is refused', () => {
    const maybe = { type: 'choose-to-pay', player: 'B', pay: 'yes' } as unknown as Action;
    expect(refusal(asked(), maybe)).toEqual({
      code: 'choose-to-pay/not-a-choice',
      rules: ['614.12a', '119.4'],
      params: { value: 'yes' },
    });
  });

  it('not paying: Pool enters tapped, Bob keeps his life', () => {
    const r = act(asked(), { type: 'choose-to-pay', player: 'B', pay: false });
    expect(r.events.map((e) => e.type)).toEqual(['replaced', 'land-played']);
    expect([r.state.objects.pool.tapped, r.state.players.map((p) => p.life)]).toEqual([true, [20, 1]]);
  });
});
