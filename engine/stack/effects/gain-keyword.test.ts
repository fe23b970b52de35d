// 613.1f: "… gains [keyword]" — an ability-adding effect in layer 6; 506.4a: a creature already
// declared as an attacker or blocker stays in combat when it gains defender, "can't attack" or
// "can't block".
import { beforeEach, describe, expect, it } from 'vitest';
import type { Keyword } from '../../core/cards';
import type { GameState, StackItem } from '../../core/state';
import {
  abilityOnStack,
  attackingB,
  blockingWith,
  combatAt,
  creature,
  mainPhase,
  runHandler,
} from '../../game/test-kit';
import { hasKeyword } from '../../objects/characteristics';
import { gainKeyword } from './gain-keyword';
import type { EffectOf } from './handler';

const gains = (keyword: Keyword) => ({ type: 'gain keyword', keyword, target: 'target creature' }) as const;
const item = (effect: EffectOf<'gain keyword'>, targets: string[], more: Partial<StackItem> = {}) =>
  abilityOnStack(effect, { id: 'ability', targets, ...more });
const run = (s: GameState, keyword: Keyword, target: string) =>
  runHandler(s, gainKeyword, item(gains(keyword), [target]), gains(keyword));
const gained = (object: string, keyword: Keyword) => ({
  type: 'keyword-gained',
  rules: ['613.1f'],
  object,
  keyword,
});
const stays = (object: string) => ({ type: 'still-in-combat', rules: ['506.4a'], object, reason: 'declared' });

describe('613.1f, 506.4a: gain keyword handler, in combat', () => {
  let s: GameState;
  beforeEach(() => {
    // Alice's Bear and Ox attack Bob, who blocks the Bear with his Wall and the Ox with his Elf;
    // Alice's Elk and Bob's Rat are in neither.
    s = combatAt(
      'declare blockers',
      [
        { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
        attackingB('bear', creature('Bear', 2, 2)),
        attackingB('ox', creature('Ox', 2, 4)),
        blockingWith('wall', creature('Wall', 0, 4), ['bear']),
        blockingWith('elf', creature('Elf', 1, 1), ['ox']),
        { id: 'elk', card: creature('Elk', 2, 3), controller: 'A' },
        { id: 'rat', card: creature('Rat', 1, 1), controller: 'B' },
      ],
      { priority: 'A' },
    );
  });

  it('506.4a: an attacking creature that gains "can\'t attack" stays attacking', () => {
    const ctx = run(s, "can't attack", 'bear');
    expect(ctx.events).toEqual([stays('bear'), gained('bear', "can't attack")]);
    expect(s.combat!.attackers.map((a) => a.attacker)).toEqual(['bear', 'ox']);
    expect(hasKeyword(s, s.objects.bear, "can't attack")).toBe(true);
  });

  it('506.4a: an attacking creature that gains defender stays attacking', () => {
    const ctx = run(s, 'defender', 'ox');
    expect(ctx.events).toEqual([stays('ox'), gained('ox', 'defender')]);
  });

  it('506.4a: a blocking creature that gains "can\'t block" stays blocking', () => {
    const ctx = run(s, "can't block", 'elf');
    expect(ctx.events).toEqual([stays('elf'), gained('elf', "can't block")]);
    expect(s.combat!.blockers.map((b) => b.blocker)).toEqual(['wall', 'elf']);
  });

  it('613.1f: an attacking creature that gains flying — no restriction, nothing to say about combat', () => {
    const ctx = run(s, 'flying', 'bear');
    expect(ctx.events).toEqual([gained('bear', 'flying')]);
  });

  it('506.4a: a creature in neither role that gains "can\'t attack" or "can\'t block" — no combat to stay in', () => {
    expect(run(s, "can't attack", 'elk').events).toEqual([gained('elk', "can't attack")]);
    expect(run(s, "can't block", 'rat').events).toEqual([gained('rat', "can't block")]);
  });
});

describe('613.1f: gain keyword handler, out of combat', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    ]);
  });

  it('613.1f, 611.2: in a main phase, "target creature gains defender until end of turn"', () => {
    const ctx = run(s, 'defender', 'bear');
    expect(ctx.events).toEqual([gained('bear', 'defender')]);
    expect(hasKeyword(s, s.objects.bear, 'defender')).toBe(true);
  });

  it('with no target word, "this" — the source itself — gains it (card-check lets a card omit `target`)', () => {
    const e = { type: 'gain keyword', keyword: 'flying' } as unknown as EffectOf<'gain keyword'>;
    const ctx = runHandler(s, gainKeyword, item(e, []), e);
    expect(ctx.events).toEqual([gained('src', 'flying')]);
  });

  it('608.2b: a target gone by resolution gains nothing', () => {
    expect(run(s, 'flying', 'gone').events).toEqual([]);
  });
});
