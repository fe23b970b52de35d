// 611.2: one continuous effect from a resolving spell or ability, with its timestamp (613.7b), that
// applies in each of its layers (613.1, 613.6); 608.2d: "the colour of your choice" is asked as it resolves.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDef, LayerChange } from '../../core/cards';
import type { GameState } from '../../core/state';
import { abilityOnStack, act, combatAt, creature, decision, mainPhase, refusal, runHandler } from '../../game/test-kit';
import { colorChoice, continuousEffect } from './continuous-effect';
import type { EffectOf } from './handler';

const bear = creature('Bear', 2, 2, { colors: ['G'] });

const item = (effect: EffectOf<'continuous effect'>, targets: string[] = []) => abilityOnStack(effect, { targets });

function board(): GameState {
  return mainPhase([
    { id: 'src', card: { name: 'Source', types: ['Artifact'], colors: [] }, controller: 'A' },
    { id: 'bear', card: bear, controller: 'B' },
  ]);
}

const run = (s: GameState, e: EffectOf<'continuous effect'>, targets: string[] = []) =>
  runHandler(s, continuousEffect, item(e, targets), e);

const onBear = (changes: LayerChange[]): EffectOf<'continuous effect'> => ({
  type: 'continuous effect',
  target: 'target creature',
  changes,
});

/** The effect-began event for the bear, with these rules and changes. */
const began = (rules: string[], changes: LayerChange[], object = 'bear') => ({
  type: 'effect-began',
  rules,
  object,
  changes,
  duration: 'end of turn',
  player: 'A',
});

describe('611.2, 613.1: the effect and the layers it applies in', () => {
  it('613.1b: "gain control of target creature until end of turn" — its controller is the ability\'s', () => {
    const ctx = run(board(), onBear([{ layer: '2', control: 'you' }]), ['bear']);
    expect(ctx.events[0]).toEqual(began(['611.2', '613.7b', '613.1b'], [{ layer: '2', control: 'you' }]));
    expect(ctx.s.effects.map(({ affected, changes }) => ({ affected, changes }))).toEqual([
      { affected: { objects: ['bear'] }, changes: [{ layer: '2', controller: 'A' }] },
    ]);
    expect(ctx.s.objects.bear.controller).toBe('A');
  });

  it('613.1c, 612.1: a text-changing effect ("green" becomes "blue") is in layer 3', () => {
    const change: LayerChange = { layer: '3', from: 'G', to: 'U' };
    const ctx = run(board(), onBear([change]), ['bear']);
    expect(ctx.events).toEqual([began(['611.2', '613.7b', '613.1c', '612.1'], [change])]);
  });

  it('613.4c: a +1/+1 effect is in layer 7c', () => {
    const change: LayerChange = { layer: '7c', power: 1, toughness: 1 };
    const ctx = run(board(), onBear([change]), ['bear']);
    expect(ctx.events).toEqual([began(['611.2', '613.7b', '613.4c'], [change])]);
  });

  it('613.6: one effect in layers 4 and 7b applies in each ("target land becomes a 3/3 creature")', () => {
    const changes: LayerChange[] = [
      { layer: '4', add: ['Creature'] },
      { layer: '7b', power: 3, toughness: 3 },
    ];
    const ctx = run(board(), onBear(changes), ['bear']);
    expect(ctx.events).toEqual([began(['611.2', '613.7b', '613.1d', '613.4b', '613.6'], changes)]);
  });

  it('611.2: with neither target nor described objects, the effect applies to "this", its source', () => {
    const change: LayerChange = { layer: '4', add: ['Creature'] };
    const ctx = run(board(), { type: 'continuous effect', changes: [change] });
    expect(ctx.events).toEqual([began(['611.2', '613.7b', '613.1d'], [change], 'src')]);
  });

  it('608.2b: a target gone by resolution — no effect is created, no timestamp taken', () => {
    const s = board();
    const ctx = run(s, onBear([{ layer: '7c', power: 1, toughness: 1 }]), ['gone']);
    expect(ctx.events).toEqual([]);
    expect(ctx.s.effects).toEqual([]);
    expect(ctx.s.timestamp).toBe(board().timestamp);
  });

  it('109.1: a player named by the instruction is no object — the effect applies to nothing', () => {
    const e: EffectOf<'continuous effect'> = {
      type: 'continuous effect',
      target: 'target player',
      changes: [{ layer: '6', gain: ['flying'] }],
    };
    const ctx = run(board(), e, ['B']);
    expect(ctx.events).toEqual([]);
    expect(ctx.s.effects).toEqual([]);
  });
});

describe('506.4: a type-changing effect on a permanent in combat', () => {
  it('506.4: an attacking creature that stops being a creature (layer 4 alone) is removed from combat', () => {
    const s = combatAt('declare blockers', [{ id: 'bear', card: bear, controller: 'A', attacking: 'B' }], {
      priority: 'A',
    });
    const changes: LayerChange[] = [{ layer: '4', remove: ['Creature'] }];
    const ctx = run(s, onBear(changes), ['bear']);
    expect(ctx.events[0]).toEqual(began(['611.2', '613.7b', '613.1d'], changes));
    expect(ctx.s.combat?.attackers).toEqual([]);
  });

  it('506.4: an attacking creature that "becomes an artifact and loses all abilities" is removed from combat', () => {
    const s = combatAt('declare blockers', [{ id: 'bear', card: bear, controller: 'A', attacking: 'B' }], {
      priority: 'A',
    });
    const changes: LayerChange[] = [
      { layer: '4', add: ['Artifact'], remove: ['Creature'] },
      { layer: '6', loseAll: true },
    ];
    const ctx = run(s, onBear(changes), ['bear']);
    expect(ctx.events[0]).toEqual(began(['611.2', '613.7b', '613.1d', '613.1f', '613.6'], changes));
    expect(ctx.s.combat?.attackers).toEqual([]);
  });
});

/** "Target creature becomes the colour of your choice until end of turn." */
const paint: CardDef = {
  name: 'Paint',
  types: ['Instant'],
  colors: ['U'],
  spell: { type: 'continuous effect', target: 'target creature', changes: [{ layer: '5', colors: 'chosen' }] },
};

describe('608.2d: "the colour of your choice", chosen as the spell resolves', () => {
  let asked: GameState;
  beforeEach(() => {
    const s = mainPhase([{ id: 'bear', card: bear, controller: 'B' }], {
      stack: [{ id: 'paint', card: paint, controller: 'A', targets: ['bear'] }],
    });
    asked = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
  });

  it('608.2d, 105.1: its controller is asked to choose one of the five colours', () => {
    expect(decision(asked)).toEqual({
      player: 'A',
      kind: 'choose-color',
      rules: ['608.2d'],
      object: 'paint',
      source: 'paint',
      colors: ['W', 'U', 'B', 'R', 'G'],
    });
  });

  it('105.1: an answer that is not a colour is refused', () => {
    expect(refusal(asked, { type: 'choose-color', player: 'A', color: 'P' as 'U' })).toEqual({
      code: 'choose-color/not-a-color',
      rules: ['105.1', '608.2d'],
      params: { value: 'P' },
    });
  });

  it('608.2d, 613.1e: the colour chosen is the colour the creature becomes', () => {
    const r = act(asked, { type: 'choose-color', player: 'A', color: 'R' });
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'color-chosen', rules: ['608.2d'], player: 'A', object: 'paint', source: 'paint', color: 'R' },
      began(['611.2', '613.7b', '613.1e'], [{ layer: '5', colors: ['R'] }]),
    ]);
  });
});

describe('608.2d: the question, as built', () => {
  it('608.2d: the controller of the resolving item chooses among every colour', () => {
    const e = onBear([{ layer: '5', colors: 'chosen' }]);
    expect(colorChoice(item(e, ['bear']))).toEqual({
      player: 'A',
      kind: 'choose-color',
      rules: ['608.2d'],
      object: 'i',
      source: 'src',
      colors: ['W', 'U', 'B', 'R', 'G'],
    });
  });
});
