// 506.4, 506.4c–e: a permanent in combat whose card types change. Each case builds a combat,
// takes the types as they were (combatTypes), gives the permanent its new types and checks what
// checkCombatTypes makes of it: the whole combat and every event.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { creature, game } from '../game/test-kit';
import { checkCombatTypes, combatTypes } from './type-changes';

const walker = (name: string): CardDef => ({
  name,
  types: ['Creature', 'Planeswalker'],
  colors: [],
  power: 2,
  toughness: 2,
  loyalty: 4,
});

function combat(battlefield: PermanentSetup[], step: 'declare attackers' | 'declare blockers' = 'declare blockers') {
  return game({
    players: [
      { id: 'A', name: 'A', library: 3 },
      { id: 'B', name: 'B', library: 3 },
    ],
    turn: 4,
    phase: 'combat',
    step,
    priority: 'A',
    battlefield,
  });
}

/** The permanents `types` give new card types (as a type-changing effect would), then 506.4 is applied. */
function retype(state: GameState, types: Record<string, string[]>) {
  const s: GameState = JSON.parse(JSON.stringify(state));
  const before = combatTypes(s);
  for (const [id, t] of Object.entries(types)) s.objects[id].card = { ...s.objects[id].card, types: t };
  const ctx: Ctx = { s, events: [] };
  checkCombatTypes(ctx, before);
  return { combat: s.combat!, events: ctx.events, before };
}

describe('combatTypes: the types of every permanent in combat', () => {
  it('attackers, blockers and the planeswalkers and battles being attacked (506.4)', () => {
    const s = combat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'pw' },
      { id: 'y', card: creature('Y', 2, 2), controller: 'A', attacking: 'B' },
      { id: 'pw', card: walker('PW'), controller: 'B' },
      { id: 'z', card: creature('Z', 1, 1), controller: 'B', blocking: ['y'] },
      { id: 'w', card: creature('W', 1, 1), controller: 'B' },
    ]);
    expect(combatTypes(s)).toEqual({
      x: ['Creature'],
      y: ['Creature'],
      z: ['Creature'],
      pw: ['Creature', 'Planeswalker'],
    });
  });
});

const pwCard: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
const pwBattle: CardDef = {
  name: 'Walker Siege',
  types: ['Planeswalker', 'Battle'],
  colors: [],
  loyalty: 3,
  defense: 5,
};

/** x attacks B and is blocked by z; y attacks B unblocked. */
const basic = () =>
  combat([
    { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'B' },
    { id: 'y', card: creature('Y', 2, 2, { types: ['Creature', 'Artifact'] }), controller: 'A', attacking: 'B' },
    { id: 'z', card: creature('Z', 1, 1), controller: 'B', blocking: ['x'] },
  ]);

describe('506.4: an attacking or blocking creature whose types change', () => {
  it('an attacking creature that stops being a creature is removed from combat, even with as many types as before', () => {
    const s = basic();
    const r = retype(s, { y: ['Artifact', 'Enchantment'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'y' }]);
    expect(r.combat.attackers.map((a) => a.attacker)).toEqual(['x']);
    expect(retype(s, { x: ['Artifact'] }).events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4'], object: 'x' },
    ]);
  });
  it('an attacking creature that becomes a battle as well is removed from combat', () => {
    const r = retype(basic(), { y: ['Creature', 'Artifact', 'Battle'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'y' }]);
  });
  it('an attacking or blocking creature that gains a type and stays a creature stays in combat', () => {
    const s = basic();
    const r = retype(s, { x: ['Creature', 'Artifact'], z: ['Creature', 'Enchantment'] });
    expect(r.events).toEqual([]);
    expect(r.combat).toEqual(s.combat);
  });
  it('a blocking creature that stops being a creature is removed; its attacker stays blocked (509.1h)', () => {
    const s = basic();
    const r = retype(s, { z: ['Artifact'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'z' }]);
    expect(r.combat.blockers).toEqual([]);
    expect(r.combat.attackers[0]).toEqual({ ...s.combat!.attackers[0], order: [], blocked: true });
  });
  it('a blocking creature that becomes a battle as well is removed from combat', () => {
    const r = retype(basic(), { z: ['Creature', 'Battle'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'z' }]);
    expect(r.combat.blockers).toEqual([]);
  });
  it('a blocking planeswalker creature not being attacked that stops being a creature is removed (506.4, not 506.4d)', () => {
    const s = combat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'B' },
      { id: 'w', card: walker('W'), controller: 'B', blocking: ['x'] },
    ]);
    expect(retype(s, { w: ['Planeswalker'] }).events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4'], object: 'w' },
    ]);
  });
  it('a planeswalker creature being attacked, not blocking, that stops being a creature stays attacked (506.4)', () => {
    const s = combat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'w' },
      { id: 'y', card: creature('Y', 2, 2), controller: 'A', attacking: 'B' },
      { id: 'w', card: walker('W'), controller: 'B' },
      { id: 'z', card: creature('Z', 1, 1), controller: 'B', blocking: ['y'] },
    ]);
    const r = retype(s, { w: ['Planeswalker'] });
    expect(r.events).toEqual([]);
    expect(r.combat).toEqual(s.combat);
  });
});

describe('506.4d: a blocking creature that is also a planeswalker being attacked', () => {
  // x attacks the planeswalker creature w, which blocks it; y attacks B and is blocked by z.
  let s: GameState;
  beforeEach(() => {
    s = combat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'w' },
      { id: 'y', card: creature('Y', 2, 2), controller: 'A', attacking: 'B' },
      { id: 'w', card: walker('W'), controller: 'B', blocking: ['x'] },
      { id: 'z', card: creature('Z', 1, 1), controller: 'B', blocking: ['y'] },
    ]);
  });
  const x = () => s.combat!.attackers[0];
  it('stops being both: removed from combat; its attacker attacks nothing (506.4c)', () => {
    const r = retype(s, { w: [] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '506.4d', '506.4c'], object: 'w' }]);
    expect(r.combat.attackers[0]).toEqual({ ...x(), target: null, order: [], blocked: true });
    expect(r.combat.blockers.map((b) => b.blocker)).toEqual(['z']);
  });
  it('stops being a creature: no longer blocking, still a planeswalker being attacked', () => {
    const r = retype(s, { w: ['Planeswalker'] });
    expect(r.events).toEqual([
      { type: 'stops-blocking', rules: ['506.4d'], object: 'w' },
      { type: 'still-in-combat', rules: ['506.4d'], object: 'w', reason: 'still a planeswalker being attacked' },
    ]);
    expect(r.combat.attackers[0]).toEqual({ ...x(), order: [], blocked: true });
    expect(r.combat.blockers.map((b) => b.blocker)).toEqual(['z']);
  });
  it('stops being a creature and becomes a battle: it stops blocking once', () => {
    const r = retype(s, { w: ['Planeswalker', 'Battle'] });
    expect(r.events).toEqual([
      { type: 'stops-blocking', rules: ['506.4d'], object: 'w' },
      { type: 'still-in-combat', rules: ['506.4d'], object: 'w', reason: 'still a planeswalker being attacked' },
    ]);
  });
  it('stops being a planeswalker and becomes a battle: neither attacked nor blocking, removed from combat (506.4)', () => {
    const r = retype(s, { w: ['Creature', 'Battle'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '506.4d', '506.4c'], object: 'w' }]);
    expect(r.combat.attackers[0]).toEqual({ ...x(), target: null, order: [], blocked: true });
    expect(r.combat.blockers.map((b) => b.blocker)).toEqual(['z']);
  });
  it('stops being a planeswalker: no longer attacked (506.4c), still blocking', () => {
    const r = retype(s, { w: ['Creature'] });
    expect(r.events).toEqual([
      { type: 'stops-being-attacked', rules: ['506.4d', '506.4c'], object: 'w' },
      { type: 'still-in-combat', rules: ['506.4d'], object: 'w', reason: 'still blocking' },
    ]);
    expect(r.combat.attackers[0]).toEqual({ ...x(), target: null });
    expect(r.combat.blockers).toEqual(s.combat!.blockers);
  });
  it('gains a type and stays both: nothing changes', () => {
    const r = retype(s, { w: ['Creature', 'Planeswalker', 'Artifact'] });
    expect(r.events).toEqual([]);
    expect(r.combat).toEqual(s.combat);
  });
  it('becomes a battle as well: a battle cannot block (506.4), it stays a planeswalker being attacked', () => {
    const r = retype(s, { w: ['Creature', 'Planeswalker', 'Battle'] });
    expect(r.events).toEqual([{ type: 'stops-blocking', rules: ['506.4'], object: 'w' }]);
    expect(r.combat.attackers[0]).toEqual({ ...x(), order: [], blocked: true });
    expect(r.combat.blockers.map((b) => b.blocker)).toEqual(['z']);
  });
});

describe('506.4, 506.4c: a planeswalker or battle being attacked whose types change', () => {
  let s: GameState;
  beforeEach(() => {
    s = combat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'pw' },
      { id: 'y', card: creature('Y', 2, 2), controller: 'A', attacking: 'siege' },
      { id: 'pw', card: pwCard, controller: 'B' },
      { id: 'siege', card: siege, controller: 'A', protector: 'B' },
    ]);
  });
  it('a planeswalker that stops being one is removed from combat; its attacker attacks nothing', () => {
    const r = retype(s, { pw: ['Artifact'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '506.4c'], object: 'pw' }]);
    expect(r.combat.attackers[0]).toEqual({ ...s.combat!.attackers[0], target: null });
  });
  it('a battle that stops being one is removed from combat; its attacker attacks nothing', () => {
    const r = retype(s, { siege: ['Artifact'] });
    expect(r.events).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '506.4c'], object: 'siege' }]);
    expect(r.combat.attackers[1]).toEqual({ ...s.combat!.attackers[1], target: null });
  });
  it('a planeswalker that becomes a battle instead, or a battle that becomes a planeswalker, is removed from combat too', () => {
    // 506.4 names the type it stops being, whatever it becomes; only a permanent that was both is
    // kept while it stays one of them (506.4e).
    const r = retype(s, { pw: ['Battle'], siege: ['Planeswalker'] });
    expect(r.events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4', '506.4c'], object: 'pw' },
      { type: 'removed-from-combat', rules: ['506.4', '506.4c'], object: 'siege' },
    ]);
    expect(r.combat.attackers.map((a) => a.target)).toEqual([null, null]);
  });
  it('a planeswalker or battle that gains a type stays attacked', () => {
    const r = retype(s, { pw: ['Planeswalker', 'Artifact'], siege: ['Battle', 'Artifact'] });
    expect(r.events).toEqual([]);
    expect(r.combat).toEqual(s.combat);
  });
});

describe('506.4e: a planeswalker that is also a battle, being attacked', () => {
  const at = (protector: 'B' | 'C') =>
    game({
      players: [
        { id: 'A', name: 'A', library: 3 },
        { id: 'B', name: 'B', library: 3 },
        { id: 'C', name: 'C', library: 3 },
      ],
      turn: 4,
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      battlefield: [
        { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'pb' },
        { id: 'pb', card: pwBattle, controller: 'B', protector },
      ],
    });
  let s: GameState;
  beforeEach(() => {
    s = at('B');
  });
  it('stops being both: removed from combat', () => {
    expect(retype(s, { pb: [] }).events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4', '506.4e', '506.4c'], object: 'pb' },
    ]);
  });
  it('stops being a battle, still a planeswalker controlled by its protector: stays attacked', () => {
    const r = retype(s, { pb: ['Planeswalker'] });
    expect(r.events).toEqual([
      {
        type: 'still-in-combat',
        rules: ['506.4e'],
        object: 'pb',
        reason: 'still a planeswalker controlled by its protector',
      },
    ]);
    expect(r.combat).toEqual(s.combat);
  });
  it('stops being a battle, still a planeswalker not controlled by its protector: removed from combat', () => {
    expect(retype(at('C'), { pb: ['Planeswalker'] }).events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4', '506.4e', '506.4c'], object: 'pb' },
    ]);
  });
  it('stops being a planeswalker, still a battle: stays attacked', () => {
    expect(retype(s, { pb: ['Battle'] }).events).toEqual([
      { type: 'still-in-combat', rules: ['506.4e'], object: 'pb', reason: 'still a battle being attacked' },
    ]);
  });
  it('gains a type and stays both: nothing happens', () => {
    expect(retype(s, { pb: ['Planeswalker', 'Battle', 'Artifact'] }).events).toEqual([]);
  });
  it('its attacker removed by the same change: no longer attacked, nothing more happens to it', () => {
    expect(retype(s, { x: ['Artifact'], pb: ['Planeswalker'] }).events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4'], object: 'x' },
    ]);
  });
});
