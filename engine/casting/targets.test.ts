// 115, 601.2c: which words of an effect are targets (one target each, in the order they first
// appear), and which players and objects are legal choices for each word.
import { beforeEach, describe, expect, it } from 'vitest';
import type { EffectDef } from '../core/cards';
import type { GameState } from '../core/state';
import { attackingB, blockingWith, combatAt, creature, game } from '../game/test-kit';
import { beyondRange, isLegalTarget, legalTargetChoices, targetSpecs } from './targets';

const land = { name: 'Forest', types: ['Land'], colors: [] };

describe('115.1, 601.2c: the target words of an effect', () => {
  it('615.8: "the next time target creature would deal damage to target player": the source, then the recipient', () => {
    const e: EffectDef = { type: 'prevent the next time', source: 'target creature', to: 'target player' };
    expect(targetSpecs(e)).toEqual(['target creature', 'target player']);
  });
  it('615.9: "prevent all damage target creature would deal this turn": the source is a target', () => {
    const e: EffectDef = { type: 'prevent all damage from a source', source: 'target creature' };
    expect(targetSpecs(e)).toEqual(['target creature']);
  });
  it('615.9: "prevent all damage target permanent would deal to target player": two targets, source first', () => {
    const e: EffectDef = { type: 'prevent all damage from a source', source: 'target permanent', to: 'target player' };
    expect(targetSpecs(e)).toEqual(['target permanent', 'target player']);
  });
  it('614.9: "the next 2 damage that would be dealt to target creature you control is dealt to target player instead"', () => {
    const e: EffectDef = {
      type: 'redirect damage',
      amount: 2,
      from: 'target creature you control',
      to: 'target player',
    };
    expect(targetSpecs(e)).toEqual(['target creature you control', 'target player']);
    expect(targetSpecs({ type: 'redirect damage', amount: 'all', from: 'you', to: 'target creature' })).toEqual([
      'target creature',
    ]);
  });
  it('509.7: "create a token blocking target attacking creature"; 508.4a: "… attacking target player"', () => {
    const token = creature('Soldier', 1, 1);
    expect(targetSpecs({ type: 'create token', card: token, blocking: 'target attacking creature' })).toEqual([
      'target attacking creature',
    ]);
    expect(
      targetSpecs({ type: 'create token', card: token, attacking: true, attackingSpecified: 'target player' }),
    ).toEqual(['target player']);
  });
  it('508.4: what a creature put onto the battlefield attacking attacks is no target when it is "what that creature attacks"', () => {
    const token = creature('Soldier', 1, 1);
    expect(
      targetSpecs({
        type: 'create token',
        card: token,
        attacking: true,
        attackingSpecified: 'what that creature attacks',
      }),
    ).toEqual([]);
    expect(
      targetSpecs({
        type: 'is attacking',
        target: 'target creature',
        attackingSpecified: 'what that creature attacks',
      }),
    ).toEqual(['target creature']);
  });
  it('508.4b: "target creature is attacking target player": the creature, then the player', () => {
    const e: EffectDef = { type: 'is attacking', target: 'target creature', attackingSpecified: 'target player' };
    expect(targetSpecs(e)).toEqual(['target creature', 'target player']);
  });
  it('509.6: "target creature you control blocks target attacking creature": the blocker, then the attacker', () => {
    const e: EffectDef = {
      type: 'block',
      target: 'target creature you control',
      attacker: 'target attacking creature',
    };
    expect(targetSpecs(e)).toEqual(['target creature you control', 'target attacking creature']);
  });
  it('707.2: "target creature you control becomes a copy of target creature": the copier, then the original', () => {
    const e: EffectDef = { type: 'become a copy', target: 'target creature you control', of: 'target creature' };
    expect(targetSpecs(e)).toEqual(['target creature you control', 'target creature']);
  });
  it('601.2c: each word once, in the order it first appears, across the instructions of an effect (608.2c)', () => {
    const e: EffectDef[] = [
      { type: 'destroy', target: 'target land' },
      { type: 'pump', power: 1, toughness: 1, target: 'target creature' },
      { type: 'gain keyword', keyword: 'flying', target: 'target creature' },
      { type: 'draw', count: 1 },
      { type: 'lose life', amount: 1, target: 'you' },
    ];
    expect(targetSpecs(e)).toEqual(['target land', 'target creature']);
    expect(targetSpecs({ type: 'tap', target: 'this' })).toEqual([]);
  });
  it('609.7a: "a source of your choice" is chosen as the effect resolves, not targeted; "you" is no target', () => {
    const e: EffectDef = { type: 'prevent the next time', source: 'a source of your choice', to: 'you' };
    expect(targetSpecs(e)).toEqual([]);
  });
});

describe('115.1, 601.2c: legal choices for a target word', () => {
  let s: GameState;
  beforeEach(() => {
    s = combatAt(
      'declare blockers',
      [
        attackingB('bear', creature('Bear', 2, 2)),
        { id: 'elf', card: creature('Elf', 1, 1), controller: 'A' },
        { id: 'forest', card: land, controller: 'A' },
        blockingWith('wall', creature('Wall', 0, 4), ['bear']),
        { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
      ],
      { priority: 'A' },
    );
  });

  it('"target attacking creature": only the creature that is attacking (506.4)', () => {
    expect(legalTargetChoices(s, 'target attacking creature', 'A', [])).toEqual(['bear']);
    expect(legalTargetChoices(s, 'target attacking creature', 'B', [])).toEqual(['bear']);
  });
  it('"target creature you control" (702.6a: equip): only the creatures its controller controls', () => {
    expect(legalTargetChoices(s, 'target creature you control', 'A', [])).toEqual(['bear', 'elf']);
    expect(legalTargetChoices(s, 'target creature you control', 'B', [])).toEqual(['wall', 'ox']);
  });
  it('"target player" names a player, never a permanent', () => {
    expect(isLegalTarget(s, 'target player', 'ox', 'A', [])).toBe(false);
    expect(isLegalTarget(s, 'target player', 'B', 'A', [])).toBe(true);
    expect(legalTargetChoices(s, 'target player', 'A', [])).toEqual(['A', 'B']);
  });
});

describe('801.4: beyond the range of influence', () => {
  const seat = (id: string) => ({ id, name: id, library: 5 });
  let s: GameState;
  beforeEach(() => {
    s = game({
      players: ['A', 'B', 'C', 'D', 'E'].map(seat),
      variant: { rangeOfInfluence: 1 },
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
        { id: 'ox', card: creature('Ox', 2, 4), controller: 'C' },
      ],
    });
  });

  it('801.2: players and permanents of players more than one seat away are beyond range; neighbours are not', () => {
    expect(['A', 'B', 'C', 'D', 'E', 'bear', 'ox'].filter((id) => beyondRange(s, id, 'A'))).toEqual(['C', 'D', 'ox']);
    expect(legalTargetChoices(s, 'any target', 'A', [])).toEqual(['A', 'B', 'E', 'bear']);
  });
  it('only a player or an object can be beyond range: an id that names neither is not', () => {
    expect(beyondRange(s, 'nobody', 'A')).toBe(false);
  });
});
