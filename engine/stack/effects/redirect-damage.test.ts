// 614.9 "The next N (all) damage that would be dealt to [from] this turn is dealt to [to] instead":
// the redirection effect a resolving spell or ability leaves in the game (614.3), carried out on a
// board set up for it.
import { describe, expect, it } from 'vitest';
import type { EffectDef } from '../../core/cards';
import type { GameState } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { redirectDamage } from './redirect-damage';
import type { EffectOf } from './handler';

/** Alice (A) has priority in her main phase of turn 3, with the Guardian (whose ability resolves), a Bear and a Relic (not a creature). */
function board(): GameState {
  return mainPhase([
    { id: 'src', card: creature('Guardian', 1, 4), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
    { id: 'relic', card: { name: 'Relic', types: ['Artifact'], colors: [] }, controller: 'B' },
  ]);
}

const ability = (effect: EffectDef, targets: string[] = []) =>
  abilityOnStack(effect, { id: 'i1', sourceName: 'Guardian', targets });
const resolve = (s: GameState, e: EffectOf<'redirect damage'>, targets: string[] = []) =>
  runHandler(s, redirectDamage, ability(e, targets), e);

describe('614.9: a redirection effect of a resolving ability', () => {
  it('614.3, 611.2, 613.7: the next 2 damage to this is dealt to target creature instead, until end of turn, with a new timestamp', () => {
    const s = board();
    const t = s.timestamp;
    const ctx = resolve(s, { type: 'redirect damage', amount: 2, from: 'this', to: 'target creature' }, ['bear']);
    expect(s.timestamp).toBe(t + 1);
    expect(s.replacementShields).toEqual([
      {
        id: expect.any(String),
        kind: 'redirection',
        object: 'src',
        to: 'bear',
        remaining: 2,
        source: 'src',
        controller: 'A',
        timestamp: t + 1,
        duration: 'end of turn',
      },
    ]);
    expect(ctx.events).toEqual([
      { type: 'redirection-shield', rules: ['614.9'], object: 'src', target: 'bear', amount: 2 },
    ]);
  });

  it('614.9: "all damage" to target creature is dealt to you instead: no amount to use up', () => {
    const s = board();
    const ctx = resolve(s, { type: 'redirect damage', amount: 'all', from: 'target creature', to: 'you' }, ['bear']);
    expect(s.replacementShields).toEqual([expect.objectContaining({ object: 'bear', to: 'A', remaining: null })]);
    expect(ctx.events).toEqual([
      { type: 'redirection-shield', rules: ['614.9'], object: 'bear', target: 'A', amount: null },
    ]);
  });

  it('608.2b: the creature damage would be redirected from is an illegal target: nothing is redirected', () => {
    const s = board();
    const ctx = resolve(s, { type: 'redirect damage', amount: 2, from: 'target creature', to: 'you' }, ['relic']);
    expect(s.replacementShields ?? []).toEqual([]);
    expect(ctx.events).toEqual([]);
  });

  it('608.2b: the creature damage would be redirected to is an illegal target: nothing is redirected', () => {
    const s = board();
    const ctx = resolve(s, { type: 'redirect damage', amount: 2, from: 'this', to: 'target creature' }, ['relic']);
    expect(s.replacementShields ?? []).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});
