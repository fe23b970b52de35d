// 613.1d (layer 4): "… becomes an artifact", "… stops being a creature" — a type-changing effect
// from a resolving spell or ability; 506.4: a permanent in combat that stops being a creature leaves it.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { GameState } from '../../core/state';
import { abilityOnStack, combatAt, creature, mainPhase } from '../../game/test-kit';
import { changeTypes } from './change-types';
import type { EffectOf } from './handler';

const bear = creature('Bear', 2, 2);

/** Alice's ability from `src` resolving, with its targets. */
const item = (effect: EffectOf<'change types'>, targets: string[] = []) => abilityOnStack(effect, { targets });

function board(): GameState {
  return mainPhase([
    { id: 'src', card: { name: 'Source', types: ['Artifact'], colors: [] }, controller: 'A' },
    { id: 'bear', card: bear, controller: 'B' },
  ]);
}

function run(ctx: Ctx, e: EffectOf<'change types'>, targets: string[] = []) {
  changeTypes(ctx, item(e, targets), e);
  return ctx;
}

describe('613.1d: a type-changing effect from a resolving spell or ability', () => {
  it('613.1d, 611.2: target creature becomes an artifact until end of turn (nothing removed)', () => {
    const ctx = run(
      { s: board(), events: [] },
      { type: 'change types', target: 'target creature', add: ['Artifact'] },
      ['bear'],
    );
    expect(ctx.events).toEqual([
      {
        type: 'types-changed',
        rules: ['613.1d'],
        object: 'bear',
        add: ['Artifact'],
        remove: [],
        duration: 'end of turn',
      },
    ]);
    expect(ctx.s.effects.map(({ affected, changes, duration }) => ({ affected, changes, duration }))).toEqual([
      {
        affected: { objects: ['bear'] },
        changes: [{ layer: '4', add: ['Artifact'], remove: [] }],
        duration: 'end of turn',
      },
    ]);
  });

  it('613.1d: target creature stops being a creature (nothing added)', () => {
    const ctx = run(
      { s: board(), events: [] },
      { type: 'change types', target: 'target creature', remove: ['Creature'] },
      ['bear'],
    );
    expect(ctx.events).toEqual([
      {
        type: 'types-changed',
        rules: ['613.1d'],
        object: 'bear',
        add: [],
        remove: ['Creature'],
        duration: 'end of turn',
      },
    ]);
    expect(ctx.s.effects.map((x) => x.changes)).toEqual([[{ layer: '4', add: [], remove: ['Creature'] }]]);
  });

  it('613.1d: with no target word, "this" — the source itself — changes', () => {
    const e = { type: 'change types', add: ['Creature'] } as unknown as EffectOf<'change types'>;
    const ctx = run({ s: board(), events: [] }, e);
    expect(ctx.events).toEqual([
      {
        type: 'types-changed',
        rules: ['613.1d'],
        object: 'src',
        add: ['Creature'],
        remove: [],
        duration: 'end of turn',
      },
    ]);
  });

  it('109.1, 205: a player has no card types — an instruction naming a player changes nothing', () => {
    const ctx = run({ s: board(), events: [] }, { type: 'change types', target: 'you', add: ['Artifact'] });
    expect(ctx.events).toEqual([]);
    expect(ctx.s.effects).toEqual([]);
  });

  it('506.4: an attacking creature that stops being a creature is removed from combat', () => {
    const s = combatAt('declare blockers', [{ id: 'bear', card: bear, controller: 'A', attacking: 'B' }], {
      priority: 'A',
    });
    const ctx = run({ s, events: [] }, { type: 'change types', target: 'target creature', remove: ['Creature'] }, [
      'bear',
    ]);
    expect(ctx.events[0]).toEqual({
      type: 'types-changed',
      rules: ['613.1d'],
      object: 'bear',
      add: [],
      remove: ['Creature'],
      duration: 'end of turn',
    });
    expect(ctx.s.combat?.attackers).toEqual([]);
  });
});
