// Redirection effects (614.9): damage that would be dealt to one battle, creature, planeswalker or
// player is dealt to another instead — the next N of it, or all of it this turn — unless either
// has left the battlefield, is no longer a battle, creature or planeswalker, or has left the game.
import { describe, expect, it } from 'vitest';
import { checkSetup } from '..';
import type { CardDef, EffectDef, TargetSpec } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, game, twoPlayers } from '../game/test-kit';

const instant = (name: string, spell: EffectDef | EffectDef[]): CardDef => ({
  name,
  types: ['Instant'],
  colors: ['W'],
  spell,
});

const redirect = (amount: number | 'all', from: TargetSpec, to: TargetSpec) =>
  instant('Redirect', { type: 'redirect damage', amount, from, to });

/** Alice's red creature: "{R}: [this] deals 3 damage to any target" (ability 0). */
const pyro = creature('Pyromancer', 1, 9, {
  colors: ['R'],
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'mana', mana: '{R}' }],
      effect: { type: 'deal damage', amount: 3, target: 'any target' },
    },
  ],
});

function board(hand: { id: string; card: CardDef }[], more: GameSetup['battlefield'] = [], third = false): GameState {
  return game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand, manaPool: { R: 3 } },
        { id: 'B', name: 'Bob', library: 20 },
        ...(third ? [{ id: 'C', name: 'Carol', library: 20 }] : []),
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [
        { id: 'pyro', card: pyro, controller: 'A' },
        { id: 'wall', card: creature('Wall', 0, 9), controller: 'A' },
        { id: 'bear', card: creature('Bear', 2, 9), controller: 'B' },
        ...(more ?? []),
      ],
    }),
  );
}

/** Every player in turn passes priority once, from the active player: the top of the stack resolves. */
function passAll(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const p of s.players.filter((x) => !x.lost && !x.conceded)) {
    const r = act(s, { type: 'pass-priority', player: p.id });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

function cast(s: GameState, card: string, targets: string[] = []) {
  return passAll(act(s, { type: 'cast-spell', player: 'A', card, targets }).state);
}

function fire(s: GameState, target: string) {
  return passAll(
    act(s, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets: [target] }).state,
  );
}

const life = (s: GameState, p: string) => s.players.find((x) => x.id === p)!.life;

describe('614.9: redirection effects', () => {
  it('the next N damage is dealt to the other instead; the rest to the first; then it is used up', () => {
    const shielded = cast(board([{ id: 'r', card: redirect(2, 'you', 'target creature you control') }]), 'r', ['wall']);
    expect(shielded.events.find((e) => e.type === 'redirection-shield')).toMatchObject({
      object: 'A',
      target: 'wall',
      amount: 2,
      rules: ['614.9'],
    });
    const first = fire(shielded.state, 'A');
    expect(first.state.objects.wall.damage).toBe(2);
    expect(life(first.state, 'A')).toBe(19);
    expect(first.events.find((e) => e.type === 'replaced')).toMatchObject({
      effect: 'redirect damage',
      player: 'A',
      target: 'wall',
      amount: 2,
      rules: expect.arrayContaining(['614.9']),
    });
    // The damage keeps its source (the same damage, dealt to another).
    expect(first.events.find((e) => e.type === 'damage-dealt' && e.target === 'wall')).toMatchObject({
      source: 'pyro',
      amount: 2,
    });
    expect(first.state.replacementShields ?? []).toEqual([]);
    const second = fire(first.state, 'A');
    expect(second.state.objects.wall.damage).toBe(2);
    expect(life(second.state, 'A')).toBe(16);
  });

  it('all damage this turn: every instance is redirected, and the effect stays', () => {
    const s = cast(board([{ id: 'r', card: redirect('all', 'target creature', 'you') }]), 'r', ['bear']).state;
    const twice = fire(fire(s, 'bear').state, 'bear');
    expect(twice.state.objects.bear.damage).toBe(0);
    expect(life(twice.state, 'A')).toBe(14);
    expect(twice.state.replacementShields).toHaveLength(1);
  });

  it('the redirected damage meets the effects on its new recipient (protection from its source’s colour)', () => {
    const knight = creature('Knight', 2, 2, { keywords: [{ protection: 'R' }] });
    const s = cast(
      board(
        [{ id: 'r', card: redirect('all', 'you', 'target creature you control') }],
        [{ id: 'knight', card: knight, controller: 'A' }],
      ),
      'r',
      ['knight'],
    ).state;
    const r = fire(s, 'A');
    expect(life(r.state, 'A')).toBe(20);
    expect(r.state.objects.knight.damage).toBe(0);
    expect(r.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ target: 'knight', by: 'protection' });
  });

  it('does nothing once the permanent it redirects to has left the battlefield', () => {
    const murder = instant('Murder', { type: 'destroy', target: 'target creature' });
    let s = board([
      { id: 'r', card: redirect(2, 'you', 'target creature you control') },
      { id: 'm', card: murder },
    ]);
    s = cast(cast(s, 'r', ['wall']).state, 'm', ['wall']).state;
    expect(s.objects.wall.zone).toBe('graveyard');
    const r = fire(s, 'A');
    expect(life(r.state, 'A')).toBe(17);
    expect(r.events.find((e) => e.type === 'redirection-does-nothing')).toMatchObject({
      object: 'A',
      target: 'wall',
      which: 'wall',
      reason: 'left the battlefield',
      rules: ['614.9'],
    });
  });

  it('does nothing while the permanent is no longer a creature, planeswalker or battle', () => {
    const animate = instant('Unmake', {
      type: 'change types',
      target: 'target permanent',
      remove: ['Creature'],
      add: ['Artifact'],
    });
    let s = board([
      { id: 'r', card: redirect(2, 'you', 'target creature you control') },
      { id: 'u', card: animate },
    ]);
    s = cast(cast(s, 'r', ['wall']).state, 'u', ['wall']).state;
    const r = fire(s, 'A');
    expect(life(r.state, 'A')).toBe(17);
    expect(r.state.objects.wall.damage).toBe(0);
    expect(r.events.find((e) => e.type === 'redirection-does-nothing')).toMatchObject({
      which: 'wall',
      reason: 'not a battle, creature or planeswalker',
    });
  });

  it('does nothing once the player it redirects to has left the game', () => {
    const onWall = instant('Wall guard', {
      type: 'redirect damage',
      amount: 2,
      from: 'target creature',
      to: 'target player',
    });
    let t = board([{ id: 'g', card: onWall }], [], true);
    t = passAll(act(t, { type: 'cast-spell', player: 'A', card: 'g', targets: ['wall', 'C'] }).state).state;
    t = act(t, { type: 'concede', player: 'C' }).state;
    const r = fire(t, 'wall');
    expect(r.state.objects.wall.damage).toBe(3);
    expect(r.events.find((e) => e.type === 'redirection-does-nothing')).toMatchObject({
      object: 'wall',
      which: 'C',
      reason: 'left the game',
    });
  });

  it('the card vocabulary is checked, naming the field', () => {
    const refusal = (spell: unknown) =>
      checkSetup(
        twoPlayers({
          players: [
            { id: 'A', name: 'A', hand: [{ id: 'n', card: { ...redirect(1, 'you', 'this'), spell } as CardDef }] },
            { id: 'B', name: 'B' },
          ],
        }),
      );
    expect(refusal({ type: 'redirect damage', amount: 'lots', from: 'you', to: 'this' })).toMatchObject({
      code: 'setup/invalid-card',
      field: 'players[0].hand[0].card.spell[0].amount',
    });
    expect(refusal({ type: 'redirect damage', amount: 0, from: 'you', to: 'this' })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].amount',
    });
    expect(refusal({ type: 'redirect damage', amount: 'all', from: 'you' })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].to',
    });
    expect(refusal({ type: 'redirect damage', amount: 2, from: 'someone', to: 'this' })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].from',
    });
    expect(refusal({ type: 'redirect damage', amount: 'all', from: 'you', to: 'target creature' })).toBeNull();
  });
});
