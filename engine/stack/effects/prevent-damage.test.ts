// 615.7 "Prevent the next N damage that would be dealt to …": the prevention shields a resolving
// spell or ability leaves in the game, carried out on a board set up for it; 615.11 "… and each
// other creature that shares a color with it".
import { describe, expect, it } from 'vitest';
import type { EffectDef } from '../../core/cards';
import type { GameState } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { preventDamage } from './prevent-damage';

/**
 * Alice (A) has priority in her main phase of turn 3, with the Healer (whose ability resolves) and
 * a red Bear; Bob has a red and white Knight, a green Elf and a red Relic (not a creature).
 */
function board(): GameState {
  return mainPhase([
    { id: 'src', card: creature('Healer', 1, 1, { colors: ['W'] }), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2, { colors: ['R'] }), controller: 'A' },
    { id: 'knight', card: creature('Knight', 2, 2, { colors: ['R', 'W'] }), controller: 'B' },
    { id: 'elf', card: creature('Elf', 1, 1, { colors: ['G'] }), controller: 'B' },
    { id: 'relic', card: { name: 'Relic', types: ['Artifact'], colors: ['R'] }, controller: 'B' },
  ]);
}

const ability = (effect: EffectDef, targets: string[]) =>
  abilityOnStack(effect, { id: 'i1', sourceName: 'Healer', targets });
const resolve = (s: GameState, e: EffectOf<'prevent damage'>, targets: string[] = []) =>
  runHandler(s, preventDamage, ability(e, targets), e);

describe('615.7: prevent the next N damage that would be dealt to target creature this turn', () => {
  it('615.1, 611.2, 613.7: one shield, on the target alone, until end of turn, with a new timestamp', () => {
    const s = board();
    const t = s.timestamp;
    const ctx = resolve(s, { type: 'prevent damage', amount: 3, target: 'target creature' }, ['bear']);
    expect(s.timestamp).toBe(t + 1);
    expect(s.shields).toEqual([
      {
        id: expect.any(String),
        object: 'bear',
        remaining: 3,
        duration: 'end of turn',
        source: 'src',
        timestamp: t + 1,
      },
    ]);
    expect(ctx.events).toEqual([{ type: 'prevention-shield', rules: ['615.1', '615.7'], object: 'bear', amount: 3 }]);
  });

  it('615.11: and each other creature that shares a colour with it now — not a creature of other colours, nor a non-creature', () => {
    const s = board();
    const t = s.timestamp;
    const e = { type: 'prevent damage', amount: 2, target: 'target creature', alsoSharingColor: true } as const;
    const ctx = resolve(s, e, ['bear']);
    expect(s.shields.map((x) => [x.object, x.remaining, x.timestamp])).toEqual([
      ['bear', 2, t + 1],
      ['knight', 2, t + 2],
    ]);
    expect(ctx.events).toEqual(
      ['bear', 'knight'].map((object) => ({
        type: 'prevention-shield',
        rules: ['615.1', '615.7', '615.11'],
        object,
        amount: 2,
      })),
    );
  });

  it('615.11: "it" is one creature — prevent the next damage to each creature: one shield each, none doubled', () => {
    const s = board();
    const e = { type: 'prevent damage', amount: 1, target: 'each creature', alsoSharingColor: true } as const;
    resolve(s, e, []);
    expect(s.shields.map((x) => x.object)).toEqual(['src', 'bear', 'knight', 'elf']);
  });

  it('608.2b: the target is illegal as it resolves: no shield, for it or for creatures sharing a colour with it', () => {
    const s = board();
    const e = { type: 'prevent damage', amount: 2, target: 'target creature', alsoSharingColor: true } as const;
    const ctx = resolve(s, e, ['relic']);
    expect(s.shields).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});
