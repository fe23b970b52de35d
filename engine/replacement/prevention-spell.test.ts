// 609.7a: "If the player chooses a permanent spell, the effect will apply to any damage dealt by that
// spell and any damage dealt by the permanent that spell becomes when it resolves." 400.7c: prevention
// effects that apply to damage from a permanent spell on the stack continue to apply to damage from
// the permanent that spell becomes. Any other zone change makes a new object (400.7): the shield
// watching the spell has nothing left to watch.
import { describe, expect, it } from 'vitest';
import { eventText, namesIn } from '..';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { act, creature, decision, game, twoPlayers } from '../game/test-kit';

const instant = (name: string, spell: EffectDef, colors: CardDef['colors'] = ['W']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});

/** "Prevent all damage a source of your choice would deal this turn" (615.9). */
const preventAll = instant('Prevent all from a source', {
  type: 'prevent all damage from a source',
  source: 'a source of your choice',
});
/** "The next time a source of your choice would deal damage to you this turn, prevent that damage" (615.8). */
const nextTime = instant('Next time from a source', {
  type: 'prevent the next time',
  source: 'a source of your choice',
  to: 'you',
});
const shock = instant('Shock', { type: 'deal damage', amount: 2, target: 'any target' }, ['R']);

/** A red creature card with "{R}: [this] deals 2 damage to any target" (ability 0). */
const pyro = creature('Pyromancer', 1, 5, {
  colors: ['R'],
  manaCost: '{R}',
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'mana', mana: '{R}' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});

/** Alice (active) holds the creature card and Shock; Bob holds the shield. */
function board(shield: CardDef): GameState {
  return game(
    twoPlayers({
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: 20,
          hand: [
            { id: 'pyro', card: pyro },
            { id: 'shock', card: shock },
          ],
          manaPool: { R: 5 },
        },
        { id: 'B', name: 'Bob', library: 20, hand: [{ id: 'shield', card: shield }] },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'bear', card: creature('Bear', 2, 20), controller: 'B' }],
    }),
  );
}

/** Alice casts `card`; Bob responds with the shield, choosing the spell on the stack as its source. */
function shieldTheSpell(shield: CardDef, card: string, targets: string[] = []): GameState {
  let s = act(board(shield), { type: 'cast-spell', player: 'A', card, targets }).state;
  s = act(s, { type: 'pass-priority', player: 'A' }).state;
  s = act(s, { type: 'cast-spell', player: 'B', card: 'shield', targets: [] }).state;
  s = act(s, { type: 'pass-priority', player: 'B' }).state;
  s = act(s, { type: 'pass-priority', player: 'A' }).state;
  expect(decision(s)).toMatchObject({ kind: 'choose-objects', purpose: 'source of damage' });
  expect(decision(s).candidates).toContain(card); // 609.7a: a spell on the stack, permanent spells included
  s = act(s, { type: 'choose-objects', player: 'B', objects: [card] }).state;
  expect(s.shields).toHaveLength(1);
  return s;
}

/** Both players pass: the top of the stack resolves. */
function resolveTop(s: GameState): { state: GameState; events: GameEvent[] } {
  const first = act(s, { type: 'pass-priority', player: decision(s).player });
  return act(first.state, { type: 'pass-priority', player: decision(first.state).player });
}

const fire = (s: GameState, target: string) =>
  resolveTop(act(s, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets: [target] }).state);

const life = (s: GameState, p: string) => s.players.find((x) => x.id === p)!.life;

describe('609.7a, 400.7c: a shield watching a permanent spell watches the permanent it becomes', () => {
  it('615.9: all damage from the permanent the creature spell became is prevented, and the resolution says so', () => {
    const resolved = resolveTop(shieldTheSpell(preventAll, 'pyro'));
    expect(resolved.state.objects.pyro.zone).toBe('battlefield');
    const follows = resolved.events.find((e) => e.type === 'shield-follows');
    expect(follows).toMatchObject({ object: 'pyro', from: 'shield', rules: ['609.7a', '400.7c'] });
    // Reported after the spell became the permanent.
    const entered = resolved.events.findIndex((e) => e.type === 'zone-change' && e.object === 'pyro');
    expect(resolved.events.indexOf(follows!)).toBeGreaterThan(entered);
    const first = fire(resolved.state, 'bear');
    const second = fire(first.state, 'B');
    expect(second.state.objects.bear.damage).toBe(0);
    expect(life(second.state, 'B')).toBe(20);
    expect(second.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ source: 'pyro', amount: 2 });
    expect(second.state.shields).toHaveLength(1); // 615.9: never used up
  });

  it('615.8: the next time the permanent would deal damage to Bob it is prevented, once', () => {
    const resolved = resolveTop(shieldTheSpell(nextTime, 'pyro'));
    expect(resolved.events.some((e) => e.type === 'shield-follows')).toBe(true);
    const toBear = fire(resolved.state, 'bear'); // not to Bob: dealt, the shield waits
    expect(toBear.state.objects.bear.damage).toBe(2);
    const prevented = fire(toBear.state, 'B');
    expect(life(prevented.state, 'B')).toBe(20);
    expect(prevented.state.shields).toEqual([]);
    expect(life(fire(prevented.state, 'B').state, 'B')).toBe(18);
  });

  it('an instant: the damage the spell deals is prevented; once it is in the graveyard, the shield is gone (400.7)', () => {
    const resolved = resolveTop(shieldTheSpell(preventAll, 'shock', ['bear']));
    expect(resolved.state.objects.shock.zone).toBe('graveyard');
    expect(resolved.state.objects.bear.damage).toBe(0);
    expect(resolved.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ source: 'shock', amount: 2 });
    expect(resolved.events.some((e) => e.type === 'shield-follows')).toBe(false);
    // The card in the graveyard is a new object (400.7): nothing is left to watch.
    expect(resolved.state.shields).toEqual([]);
  });

  it('a spell that leaves the stack otherwise (its controller leaves the game, 800.4a) takes no shield along', () => {
    let s = shieldTheSpell(preventAll, 'pyro');
    s = act(s, { type: 'concede', player: 'A' }).state;
    expect(s.objects.pyro.zone).toBe('exile');
    expect(s.shields).toEqual([]);
  });

  it('the message says it in both languages', () => {
    const resolved = resolveTop(shieldTheSpell(preventAll, 'pyro'));
    const follows = resolved.events.find((e) => e.type === 'shield-follows')!;
    const names = namesIn(resolved.state);
    expect(eventText(follows, 'en', names)).toBe(
      'Pyromancer resolves and becomes a permanent: the shield made by Prevent all from a source that watched the spell’s damage now watches the permanent’s.',
    );
    expect(eventText(follows, 'zh', names)).toContain('现改为关注该永久物造成的伤害');
  });
});
