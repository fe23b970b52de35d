// Regeneration (701.15, 614.8): the replacement effect a regeneration shield is — offered for the
// destruction of the permanent it is on, to that permanent's controller (616.1), replacing the whole
// event once (614.5) and used up when it applies (614.3). Shields are set up by the real "regenerate"
// handler; the effect is asked for directly.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../game/test-kit';
import { redirectDamage } from '../stack/effects/redirect-damage';
import { regenerate } from '../stack/effects/regenerate';
import { regeneration } from './regeneration';

/** "Regenerate [target]" from `source`'s ability, controlled by `controller`: the shield it leaves. */
function shield(s: GameState, target: string, source = 'bear', controller = 'A') {
  const e = { type: 'regenerate', target: target === source ? 'this' : 'target creature' } as const;
  runHandler(s, regenerate, abilityOnStack(e, { source, controller, targets: [target] }), e);
  return s.replacementShields!.at(-1)!;
}

const destroy = (object: string): RulesEvent => ({ type: 'destroy', rules: ['701.8a'], object });

describe('701.15, 614.8: regeneration shields as replacement effects', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase(
      [
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
        { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
        { id: 'rock', card: creature('Rock', 1, 1, { keywords: ['indestructible'] }), controller: 'B' },
      ],
      {},
    );
  });

  it('614.8, 616.1: the shield on a permanent replaces its destruction — whole, chosen by its controller, with the shield’s timestamp and source', () => {
    const r = shield(s, 'ox');
    shield(s, 'bear'); // another permanent's shield: not for the ox
    // a redirection from the ox (another kind of shield on the same permanent): not a regeneration
    const e = { type: 'redirect damage', amount: 2, from: 'target creature', to: 'you' } as const;
    runHandler(s, redirectDamage, abilityOnStack(e, { source: 'bear', targets: ['ox'] }), e);
    expect(regeneration(s, destroy('ox'))).toEqual([
      {
        key: `regeneration:${r.id}`,
        chooser: 'B',
        kind: 'other',
        whole: true,
        timestamp: r.timestamp,
        source: 'bear',
        effect: 'regenerate',
        apply: expect.any(Function),
      },
    ]);
  });

  it('614.8, 614.3: applied, the destruction becomes the regeneration, and that shield alone is used up', () => {
    shield(s, 'bear');
    const r = shield(s, 'ox');
    shield(s, 'ox');
    const others = s.replacementShields!.filter((x) => x.id !== r.id);
    const [first] = regeneration(s, destroy('ox')).filter((x) => x.key === `regeneration:${r.id}`);
    const ctx = { s, events: [] };
    expect(first.apply(ctx, destroy('ox'))).toEqual({
      type: 'regenerate',
      rules: ['701.15', '614.8'],
      object: 'ox',
      source: 'bear',
    });
    expect(ctx.s.replacementShields).toEqual(others);
    expect(ctx.events).toEqual([]);
  });

  it('701.15: a regeneration shield replaces destruction only — not a sacrifice (701.17)', () => {
    shield(s, 'ox');
    expect(regeneration(s, { type: 'sacrifice', rules: ['701.17a'], object: 'ox' })).toEqual([]);
  });

  it('614.17c, 702.12b: an indestructible permanent is not destroyed: its shield has nothing to replace', () => {
    shield(s, 'rock');
    expect(regeneration(s, destroy('rock'))).toEqual([]);
  });

  it('701.15: only a permanent regenerates — destroying what is not in the game replaces nothing', () => {
    shield(s, 'ox');
    expect(regeneration(s, destroy('nothing'))).toEqual([]);
  });
});
