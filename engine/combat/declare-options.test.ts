// Bands (508.1e), optional costs to attack (508.1g) and "had to attack" (506.6) in the game:
// malformed input is refused (never thrown), refusals leave the state untouched.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameState } from '../core/state';
import { act, game, refusal } from '../game/test-kit';
import type { Action } from '../core/actions';
import { apply } from '../game/apply';

const creature = (name: string, power: number, toughness: number, more: Partial<CardDef> = {}): CardDef => ({
  name,
  types: ['Creature'],
  colors: [],
  power,
  toughness,
  ...more,
});
const raider = creature('Raider', 2, 2, {
  abilities: [
    {
      kind: 'static',
      rule: 'optional attack cost',
      cost: { type: 'pay life', amount: 3 },
      effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
    },
  ],
});

function start(life = 20): GameState {
  return game({
    players: [
      { id: 'A', name: 'A', library: 5, life },
      { id: 'B', name: 'B', library: 5 },
    ],
    turn: 4,
    phase: 'combat',
    step: 'declare attackers',
    battlefield: [
      { id: 'hero', card: creature('Hero', 1, 1, { keywords: ['banding'] }), controller: 'A' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'raider', card: raider, controller: 'A' },
    ],
  });
}

const attack = (more: Partial<Extract<Action, { type: 'declare-attackers' }>> = {}): Action => ({
  type: 'declare-attackers',
  player: 'A',
  attacks: [
    { attacker: 'hero', target: 'B' },
    { attacker: 'bear', target: 'B' },
    { attacker: 'raider', target: 'B' },
  ],
  ...more,
});

describe('declare-attackers: bands and optional costs as input', () => {
  it.each([
    ['bands not a list', { bands: 'hero' as unknown as string[][] }, '508.1e'],
    ['a band not a list of ids', { bands: [[1, 2]] as unknown as string[][] }, '508.1e'],
    ['optional costs not a list', { optionalCosts: {} as unknown as [] }, '508.1g'],
    ['an optional cost without a source', { optionalCosts: [null] as unknown as [] }, '508.1g'],
    ['an optional cost of a creature without one', { optionalCosts: [{ source: 'bear' }] }, '508.1g'],
    ['an ability that is no optional cost', { optionalCosts: [{ source: 'raider', ability: 5 }] }, '508.1g'],
    ['the same optional cost twice', { optionalCosts: [{ source: 'raider' }, { source: 'raider' }] }, '508.1g'],
  ])('%s is refused', (_name, more, rule) => {
    const s = start();
    const before = JSON.stringify(s);
    expect(refusal(s, attack(more)).rules).toContain(rule);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('a life payment the player cannot make refuses the declaration and changes nothing (508.1j)', () => {
    const s = start(2);
    const r = apply(s, attack({ optionalCosts: [{ source: 'raider' }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toEqual(expect.arrayContaining(['508.1j', '119.4']));
    expect(s.players[0].life).toBe(2);
  });
  it('a legal band and a paid cost: the band is kept, the reward applies', () => {
    const r = act(start(), attack({ bands: [['hero', 'bear']], optionalCosts: [{ source: 'raider' }] }));
    expect(r.state.combat!.bands).toEqual([['hero', 'bear']]);
    expect(r.state.players[0].life).toBe(17);
    expect(r.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['band-announced', 'optional-attack-cost-paid', 'pumped']),
    );
    expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  });
  it('506.6: nothing required these creatures to attack', () => {
    expect(act(start(), attack()).state.combat!.hadToAttack).toEqual([]);
  });
});
