// Combat in the flow: what can attack (508.1a), tapping (508.1f), 508.8 skipping, blocks and
// evasion (509.1b), first/double strike steps (510.4), trample, deathtouch, lifelink,
// protection, planeswalkers and battles (506.2–506.3, 120.3), multiplayer defenders (506.2a).
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermanentSetup } from '../core/setup';
import type { GameSetup } from '../core/setup';
import {
  act,
  attackingB,
  blockingWith,
  combatAt,
  creature,
  decision,
  game,
  passUntil,
  refusal,
  threeInCombat,
  type AnyDecision,
} from '../game/test-kit';
import type { CardDef } from '../core/cards';
import type { GameState } from '../core/state';
import { gameOver, pendingDecision } from '../game/pending-decision';

/** A and B (3 cards in library each) in combat at `step`, `holder` holding `card` as `id`; A has priority
 * unless `extra` says otherwise. */
const holding = (
  step: 'declare blockers' | 'combat damage',
  battlefield: PermanentSetup[],
  holder: 'A' | 'B',
  id: string,
  card: CardDef,
  extra: Partial<GameSetup> = { priority: 'A' },
) =>
  combatAt(step, battlefield, {
    players: (['A', 'B'] as const).map((p) => ({
      id: p,
      name: p,
      library: 3,
      ...(p === holder ? { hand: [{ id, card }] } : {}),
    })),
    ...extra,
  });
/** A passes priority, and B casts `card` with `targets`. */
const bCasts = (s: GameState, card: string, targets: string[]) =>
  act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'cast-spell', player: 'B', card, targets }).state;

describe('508.1a what can attack', () => {
  let s: GameState;
  beforeEach(() => {
    s = combatAt('declare attackers', [
      { id: 'sick', card: creature('Sick', 2, 2), controller: 'A', summoningSick: true },
      { id: 'hasty', card: creature('Hasty', 2, 2, { keywords: ['haste'] }), controller: 'A', summoningSick: true },
      { id: 'tapped', card: creature('Tapped', 2, 2), controller: 'A', tapped: true },
      { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['defender'] }), controller: 'A' },
      { id: 'vig', card: creature('Vigilant', 2, 2, { keywords: ['vigilance'] }), controller: 'A' },
    ]);
  });
  it('offers only the creatures that can attack', () => {
    expect(decision(s).candidates!.sort()).toEqual(['hasty', 'vig']);
  });
  it('refuses summoning-sick, tapped and defender creatures, citing the rules', () => {
    expect(
      refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'sick', target: 'B' }] }).rules,
    ).toContain('508.1a');
    expect(
      refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'tapped', target: 'B' }] }).rules,
    ).toContain('508.1a');
    expect(
      refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'wall', target: 'B' }] }).code,
    ).toMatch(/defender/);
  });
  it('taps attackers without vigilance (508.1f)', () => {
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'hasty', target: 'B' },
        { attacker: 'vig', target: 'B' },
      ],
    });
    expect(r.state.objects.hasty.tapped).toBe(true);
    expect(r.state.objects.vig.tapped).toBe(false);
  });
  it('508.8: no attackers skips declare blockers and combat damage', () => {
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [] });
    const p = passUntil(r.state, (x) => x.turn.phase === 'postcombat main');
    expect(p.events.filter((e) => e.type === 'step-began').map((e) => e.step)).toEqual(['end of combat', 'main']);
  });
  it('only the active player declares', () => {
    expect(refusal(s, { type: 'declare-attackers', player: 'B', attacks: [] }).code).toBe('action/not-awaited');
  });
});

describe('planeswalkers and battles (506.2, 506.3, 508.1b, 120.3c, 120.3h)', () => {
  const pw: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
  const battle: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
  it('attacks a planeswalker and removes loyalty; a battle its own protector cannot attack', () => {
    let s = combatAt('declare attackers', [
      { id: 'c', card: creature('C', 4, 4), controller: 'A' },
      { id: 'pw', card: pw, controller: 'B' },
      { id: 'mybattle', card: battle, controller: 'B', protector: 'A' },
      { id: 'theirs', card: battle, controller: 'A', protector: 'B' },
    ]);
    expect(decision(s).targets!.sort()).toEqual(['B', 'pw', 'theirs']);
    expect(
      refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'c', target: 'mybattle' }] }).rules,
    ).toContain('508.1b');
    s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'c', target: 'pw' }] }).state;
    s = passUntil(s, (x) => x.turn.step === 'end of combat').state;
    expect(s.objects.pw.zone).toBe('graveyard'); // 704.5i
    expect(s.players[1].life).toBe(20);
  });
});

describe('first strike and double strike (510.4)', () => {
  it('a first striker kills its blocker before it can deal damage; there are two damage steps', () => {
    const s = combatAt('combat damage', [
      attackingB('fs', creature('Striker', 2, 2, { keywords: ['first strike'] })),
      blockingWith('blk', creature('Blocker', 3, 2), ['fs']),
    ]);
    expect(s.turn.step).toBe('first strike combat damage');
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.state.objects.blk.zone).toBe('graveyard');
    expect(r.state.objects.fs.damage).toBe(0);
    expect(r.events.filter((e) => e.type === 'step-began').map((e) => e.step)).toEqual([
      'combat damage',
      'end of combat',
    ]);
  });
  it('double strike deals damage in both steps', () => {
    const s = combatAt('combat damage', [attackingB('ds', creature('Double', 3, 3, { keywords: ['double strike'] }))]);
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.state.players[1].life).toBe(14);
  });
});

describe('trample, deathtouch, lifelink, indestructible, protection', () => {
  it('trample: lethal to the blocker first, the rest may go to the player (702.19b)', () => {
    const s = combatAt('combat damage', [
      attackingB('t', creature('Trampler', 5, 5, { keywords: ['trample'] })),
      blockingWith('b', creature('Bear', 2, 2), ['t']),
    ]);
    expect(decision(s).kind).toBe('assign-combat-damage');
    expect(
      refusal(s, {
        type: 'assign-combat-damage',
        player: 'A',
        assignments: [
          {
            source: 't',
            assignment: [
              { to: 'b', amount: 1 },
              { to: 'B', amount: 4 },
            ],
          },
        ],
      }).rules,
    ).toContain('702.19b');
    const r = act(s, {
      type: 'assign-combat-damage',
      player: 'A',
      assignments: [
        {
          source: 't',
          assignment: [
            { to: 'b', amount: 2 },
            { to: 'B', amount: 3 },
          ],
        },
      ],
    });
    expect(r.state.players[1].life).toBe(17);
  });
  it('trample with deathtouch: 1 is lethal (702.2c); deathtouch damage destroys (704.5h)', () => {
    const s = combatAt('combat damage', [
      attackingB('t', creature('Viper', 5, 5, { keywords: ['trample', 'deathtouch'] })),
      blockingWith('b', creature('Giant', 2, 8), ['t']),
    ]);
    const r = act(s, {
      type: 'assign-combat-damage',
      player: 'A',
      assignments: [
        {
          source: 't',
          assignment: [
            { to: 'b', amount: 1 },
            { to: 'B', amount: 4 },
          ],
        },
      ],
    });
    expect(r.state.objects.b.zone).toBe('graveyard');
    expect(r.events.some((e) => e.rules.includes('704.5h'))).toBe(true);
  });
  it('lifelink gains life; indestructible survives lethal damage (702.12b)', () => {
    const s = combatAt('combat damage', [
      attackingB('l', creature('Linker', 3, 3, { keywords: ['lifelink'] })),
      blockingWith('i', creature('Wall', 1, 2, { keywords: ['indestructible'] }), ['l']),
    ]);
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.state.players[0].life).toBe(23);
    expect(r.state.objects.i.zone).toBe('battlefield');
  });
  it('protection from red: no red blocks (509.1b), red damage prevented (702.16e), no red targeting (702.16b)', () => {
    const bolt: CardDef = {
      name: 'Bolt',
      types: ['Instant'],
      colors: ['R'],
      spell: { type: 'deal damage', amount: 3, target: 'any target' },
    };
    let s = holding(
      'declare blockers',
      [
        attackingB('p', creature('Knight', 2, 2, { colors: ['W'], keywords: [{ protection: 'R' }] })),
        { id: 'r', card: creature('Red', 3, 3, { colors: ['R'] }), controller: 'B' },
        { id: 'g', card: creature('Green', 1, 1, { colors: ['G'] }), controller: 'B' },
      ],
      'B',
      'bolt',
      bolt,
      {},
    );
    expect(
      refusal(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'r', attacker: 'p' }] }).rules,
    ).toContain('509.1b');
    s = act(s, { type: 'declare-blockers', player: 'B', blocks: [] }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    expect(refusal(s, { type: 'cast-spell', player: 'B', card: 'bolt', targets: ['p'] }).rules).toContain('702.16b');
  });
});

describe('three players: every opponent defends (506.2, 802)', () => {
  it('each defending player declares blockers in turn', () => {
    let s = threeInCombat('declare attackers', [
      { id: 'a1', card: creature('A1', 2, 2), controller: 'A' },
      { id: 'a2', card: creature('A2', 2, 2), controller: 'A' },
      { id: 'b1', card: creature('B1', 1, 1), controller: 'B' },
      { id: 'c1', card: creature('C1', 1, 1), controller: 'C' },
    ]);
    s = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'a1', target: 'B' },
        { attacker: 'a2', target: 'C' },
      ],
    }).state;
    s = passUntil(s, () => false).state;
    expect(decision(s)).toMatchObject({ kind: 'declare-blockers', player: 'B' });
    expect(
      refusal(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'b1', attacker: 'a2' }] }).rules[0],
    ).toMatch(/^509\.1/);
    s = act(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'b1', attacker: 'a1' }] }).state;
    expect(decision(s)).toMatchObject({ kind: 'declare-blockers', player: 'C' });
    s = act(s, { type: 'declare-blockers', player: 'C', blocks: [] }).state;
    s = passUntil(s, (x) => x.turn.step === 'end of combat').state;
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 18]);
  });
  it('teammates are not opponents', () => {
    const s = game({
      players: [
        { id: 'A', name: 'A', team: 'x', library: 3 },
        { id: 'B', name: 'B', team: 'x', library: 3 },
        { id: 'C', name: 'C', team: 'y', library: 3 },
      ],
      turn: 4,
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [{ id: 'a1', card: creature('A1', 2, 2), controller: 'A' }],
    });
    expect(decision(s).targets).toEqual(['C']);
  });
});

describe('508.3 attack triggers: "whenever you attack", "whenever ~ is attacked", "a creature you control attacks"', () => {
  it('trigger once per declaration, for the right permanents', () => {
    const gain = (n: number) => ({ type: 'gain life' as const, amount: n });
    const banner: CardDef = {
      name: 'Banner',
      types: ['Artifact'],
      colors: [],
      abilities: [
        { kind: 'triggered', trigger: 'you attack', effect: gain(1) },
        { kind: 'triggered', trigger: 'attacks', subject: 'a creature you control', effect: gain(1) },
      ],
    };
    const walker: CardDef = {
      name: 'Walker',
      types: ['Planeswalker'],
      colors: [],
      loyalty: 5,
      abilities: [{ kind: 'triggered', trigger: 'is attacked', effect: gain(1) }],
    };
    const ward: CardDef = {
      name: 'Ward',
      types: ['Enchantment'],
      colors: [],
      abilities: [
        { kind: 'triggered', trigger: 'you are attacked', effect: gain(1) },
        { kind: 'triggered', trigger: 'attacks', subject: 'a creature you control', effect: gain(1) },
      ],
    };
    const s = combatAt('declare attackers', [
      { id: 'x', card: creature('X', 1, 1), controller: 'A' },
      { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
      { id: 'banner', card: banner, controller: 'A' },
      { id: 'pw', card: walker, controller: 'B' },
      { id: 'ward', card: ward, controller: 'B' },
    ]);
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'x', target: 'pw' },
        { attacker: 'y', target: 'B' },
      ],
    });
    const sources = r.events
      .filter((e) => e.type === 'ability-triggered')
      .map((e) => e.source)
      .sort();
    expect(sources).toEqual(['banner', 'banner', 'banner', 'pw', 'ward']);
  });
});

describe('509.5b/509.5e block triggers; 508.3e; 506.4b', () => {
  it('"blocks a creature" once per attacker; "becomes blocked by two or more" counts at declaration', () => {
    const gain = { type: 'gain life' as const, amount: 1 };
    const brigade = creature('Brigade', 2, 4, {
      keywords: ['can block an additional creature'],
      abilities: [{ kind: 'triggered', trigger: 'blocks a creature', effect: gain }],
    });
    const big = creature('Big', 5, 5, {
      abilities: [{ kind: 'triggered', trigger: 'becomes blocked', atLeast: 2, effect: gain }],
    });
    const small = creature('Small', 1, 1, {
      abilities: [{ kind: 'triggered', trigger: 'becomes blocked', atLeast: 2, effect: gain }],
    });
    const s = combatAt('declare blockers', [
      attackingB('big', big),
      attackingB('small', small),
      { id: 'brig', card: brigade, controller: 'B' },
      { id: 'other', card: creature('Other', 1, 1), controller: 'B' },
    ]);
    const r = act(s, {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'brig', attacker: 'big' },
        { blocker: 'brig', attacker: 'small' },
        { blocker: 'other', attacker: 'big' },
      ],
    });
    const t = r.events.filter((e) => e.type === 'ability-triggered');
    expect(t.filter((e) => e.source === 'brig')).toHaveLength(2);
    expect(t.filter((e) => e.source === 'big').map((e) => e.rules)).toEqual([['603.2', '509.1i', '509.5c', '509.5e']]);
    expect(t.some((e) => e.source === 'small')).toBe(false);
  });
  it('"whenever you attack a player" triggers once per player attacked, not for a planeswalker', () => {
    const horn: CardDef = {
      name: 'Horn',
      types: ['Artifact'],
      colors: [],
      abilities: [
        {
          kind: 'triggered',
          trigger: 'you attack a player',
          effect: { type: 'lose life', amount: 1, target: 'that player' },
        },
      ],
    };
    const s = threeInCombat('declare attackers', [
      { id: 'x', card: creature('X', 1, 1), controller: 'A' },
      { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
      { id: 'z', card: creature('Z', 1, 1), controller: 'A' },
      { id: 'h', card: horn, controller: 'A' },
      { id: 'pw', card: { name: 'W', types: ['Planeswalker'], colors: [], loyalty: 3 }, controller: 'C' },
    ]);
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'x', target: 'B' },
        { attacker: 'y', target: 'B' },
        { attacker: 'z', target: 'pw' },
      ],
    });
    expect(r.events.filter((e) => e.type === 'ability-triggered' && e.rules.includes('508.3e'))).toHaveLength(1);
    const end = passUntil(r.state, (x) => x.stack.length === 0).state;
    expect(end.players.map((p) => p.life)).toEqual([20, 19, 20]);
  });
  it('506.4b: tapping an attacking creature does not remove it from combat', () => {
    const tapper: CardDef = {
      name: 'Tap',
      types: ['Instant'],
      colors: [],
      spell: { type: 'tap', target: 'target creature' },
    };
    let s = holding(
      'declare blockers',
      [{ id: 'v', card: creature('Vig', 2, 2, { keywords: ['vigilance'] }), controller: 'A', attacking: 'B' }],
      'B',
      't',
      tapper,
    );
    s = bCasts(s, 't', ['v']);
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.events.some((e) => e.rules.includes('506.4b'))).toBe(true);
    expect(r.state.players[1].life).toBe(18);
  });
});

describe('costs to attack and block (508.1g–j, 509.1d–f)', () => {
  const forest: CardDef = {
    name: 'Forest',
    types: ['Land'],
    colors: [],
    abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
  };
  const prison: CardDef = {
    name: 'Ghostly Prison',
    types: ['Enchantment'],
    colors: ['W'],
    abilities: [{ kind: 'static', rule: 'attack cost', mana: '{2}' }],
  };
  let s: GameState;
  beforeEach(() => {
    s = combatAt('declare attackers', [
      { id: 'eager', card: creature('Eager', 2, 2, { keywords: ['attacks each combat if able'] }), controller: 'A' },
      { id: 'f1', card: forest, controller: 'A' },
      { id: 'f2', card: forest, controller: 'A' },
      { id: 'gp', card: prison, controller: 'B' },
    ]);
  });
  it('a creature that must attack is not required to pay (508.1d)', () => {
    expect(act(s, { type: 'declare-attackers', player: 'A', attacks: [] }).state.combat!.attackers).toHaveLength(0);
  });
  it('the total is paid with mana abilities activated during the declaration (508.1i–j)', () => {
    const v = refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'eager', target: 'B' }] });
    expect(v.rules).toContain('508.1j');
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [{ attacker: 'eager', target: 'B' }],
      manaAbilities: [
        { source: 'f1', ability: 0 },
        { source: 'f2', ability: 0 },
      ],
    });
    expect(r.events.some((e) => e.type === 'attack-cost-paid' && e.rules.includes('508.1h'))).toBe(true);
    expect(r.state.objects.f1.tapped && r.state.objects.f2.tapped).toBe(true);
    expect(r.state.players[0].manaPool.G).toBe(0);
  });
  it('a cost to block is paid for each blocking creature (509.1d–f)', () => {
    const tax: CardDef = {
      name: 'Block Tax',
      types: ['Enchantment'],
      colors: [],
      abilities: [{ kind: 'static', rule: 'block cost', mana: '{1}' }],
    };
    const b = combatAt('declare blockers', [
      attackingB('x', creature('X', 2, 2)),
      { id: 'tax', card: tax, controller: 'A' },
      { id: 'y', card: creature('Y', 2, 2, { keywords: ['blocks each combat if able'] }), controller: 'B' },
      { id: 'bf', card: forest, controller: 'B' },
    ]);
    expect(act(b, { type: 'declare-blockers', player: 'B', blocks: [] }).state.combat!.blockersDeclared).toBe(true);
    expect(
      refusal(b, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'y', attacker: 'x' }] }).rules,
    ).toContain('509.1f');
    const r = act(b, {
      type: 'declare-blockers',
      player: 'B',
      blocks: [{ blocker: 'y', attacker: 'x' }],
      manaAbilities: [{ source: 'bf', ability: 0 }],
    });
    expect(r.events.some((e) => e.type === 'block-cost-paid')).toBe(true);
  });
});

describe('508.4 a token put onto the battlefield attacking', () => {
  it('attacks what its source attacks, never "attacked", and deals combat damage', () => {
    const soldier: CardDef = {
      name: 'Soldier',
      types: ['Creature'],
      colors: ['W'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'triggered', trigger: 'attacks', effect: { type: 'gain life', amount: 5 } }],
    };
    const hero = creature('Hero', 3, 4, {
      abilities: [
        { kind: 'triggered', trigger: 'attacks', effect: { type: 'create token', card: soldier, attacking: true } },
      ],
    });
    const s = combatAt('declare attackers', [{ id: 'hero', card: hero, controller: 'A' }]);
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'hero', target: 'B' }] });
    const after = passUntil(r.state, (x) => x.turn.step === 'end of combat');
    expect(after.events.some((e) => e.type === 'attacking' && e.rules.includes('508.4'))).toBe(true);
    expect(after.state.players[1].life).toBe(16);
    expect(after.state.players[0].life).toBe(20); // the token's "attacks" ability never triggered
  });
});

describe('506.4a a declared attacker that gains defender stays in combat', () => {
  it('keeps attacking and deals its damage', () => {
    const wall: CardDef = {
      name: 'Wallify',
      types: ['Instant'],
      colors: [],
      spell: { type: 'gain keyword', keyword: 'defender', target: 'target creature' },
    };
    let s = holding('declare blockers', [attackingB('x', creature('X', 3, 3))], 'B', 'w', wall);
    s = bCasts(s, 'w', ['x']);
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.events.some((e) => e.rules.includes('506.4a'))).toBe(true);
    expect(r.state.players[1].life).toBe(17);
  });
});

describe('509.6 an effect makes a creature block', () => {
  it("the active player places it in the attacker's order, the defending player the attacker in its order", () => {
    const lure: CardDef = {
      name: 'Intercept',
      types: ['Instant'],
      colors: [],
      spell: { type: 'block', target: 'target creature', attacker: 'target attacking creature' },
    };
    let s = holding(
      'declare blockers',
      [
        attackingB('x', creature('X', 4, 4)),
        attackingB('y', creature('Y', 2, 2)),
        blockingWith('b1', creature('B1', 1, 1), ['x']),
        {
          id: 'wall',
          card: creature('Wall', 0, 6, { keywords: ['can block an additional creature'] }),
          controller: 'B',
          blocking: ['y'],
        },
      ],
      'B',
      'i',
      lure,
    );
    s = bCasts(s, 'i', ['wall', 'x']);
    s = act(act(s, { type: 'pass-priority', player: 'B' }).state, { type: 'pass-priority', player: 'A' }).state;
    expect(decision(s)).toMatchObject({ kind: 'order-blockers', player: 'A', object: 'x', rules: ['509.6'] });
    s = act(s, { type: 'order-blockers', player: 'A', attacker: 'x', order: ['wall', 'b1'] }).state;
    expect(decision(s)).toMatchObject({ kind: 'order-attackers', player: 'B', object: 'wall', rules: ['509.6'] });
    expect(refusal(s, { type: 'order-attackers', player: 'B', blocker: 'wall', order: ['y'] }).code).toBe(
      'order-attackers/not-its-attackers',
    );
    s = act(s, { type: 'order-attackers', player: 'B', blocker: 'wall', order: ['x', 'y'] }).state;
    expect(s.combat!.blockers.find((b) => b.blocker === 'wall')!.order).toEqual(['x', 'y']);
    expect(decision(s)).toMatchObject({ kind: 'priority', player: 'A' });
  });
});

describe('506.4c / 510.1b: the attacked planeswalker leaves', () => {
  it('its attacker stays attacking but deals no combat damage', () => {
    const bolt: CardDef = {
      name: 'Bolt',
      types: ['Instant'],
      colors: ['R'],
      spell: { type: 'deal damage', amount: 3, target: 'any target' },
    };
    let s = holding(
      'declare blockers',
      [
        { id: 'x', card: creature('X', 3, 3), controller: 'A', attacking: 'pw', tapped: true },
        { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 }, controller: 'B' },
      ],
      'A',
      'bolt',
      bolt,
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'bolt', targets: ['pw'] }).state;
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.events.some((e) => e.type === 'removed-from-combat' && e.rules.includes('506.4c'))).toBe(true);
    expect(r.state.combat?.attackers.map((a) => a.attacker) ?? []).toEqual(['x']);
    expect(r.events.some((e) => e.type === 'damage-dealt' && e.combat)).toBe(false);
    expect(r.state.players[1].life).toBe(20);
  });
});

describe('state-based actions end the game (704.5a, 704.5b, 104.2a)', () => {
  it('combat damage to 0 life', () => {
    const s = combatAt('combat damage', [attackingB('x', creature('X', 5, 5))], {
      players: [
        { id: 'A', name: 'A', library: 3 },
        { id: 'B', name: 'B', library: 3, life: 5 },
      ],
    });
    expect(gameOver(s)).toEqual(['A']);
  });
  it('drawing from an empty library', () => {
    const s = game({
      players: [
        { id: 'A', name: 'A', library: 0 },
        { id: 'B', name: 'B', library: 3 },
      ],
      turn: 2,
    });
    const r = passUntil(s, () => false);
    expect(gameOver(r.state)).toEqual(['B']);
    expect(r.events.some((e) => e.type === 'player-lost' && e.rules.includes('704.5b'))).toBe(true);
  });
});

describe('508.7 reselecting what a creature attacks', () => {
  const portal: CardDef = {
    name: 'Portal',
    types: ['Instant'],
    colors: ['U'],
    spell: { type: 'reselect attack', target: 'target attacking creature' },
  };
  const three = (extra: Partial<GameSetup> = {}) =>
    game({
      players: [
        { id: 'A', name: 'A', library: 3, hand: [{ id: 'portal', card: portal }] },
        { id: 'B', name: 'B', library: 3 },
        { id: 'C', name: 'C', library: 3 },
      ],
      turn: 4,
      phase: 'combat',
      step: 'declare attackers',
      priority: 'A',
      battlefield: [
        {
          id: 'x',
          card: creature('X', 2, 2, {
            abilities: [{ kind: 'triggered', trigger: 'attacks', effect: { type: 'gain life', amount: 1 } }],
          }),
          controller: 'A',
          attacking: 'B',
          tapped: true,
        },
        { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 4 }, controller: 'C' },
      ],
      ...extra,
    });
  it('the creature attacks the new choice without attacking again (508.7a)', () => {
    let s = act(three(), { type: 'cast-spell', player: 'A', card: 'portal', targets: ['x'] }).state;
    s = passUntil(s, () => false).state;
    const d = pendingDecision(s) as AnyDecision | null;
    expect(d).toMatchObject({ kind: 'reselect-attack', player: 'A', object: 'x' });
    expect(d!.targets!.sort()).toEqual(['B', 'C', 'pw']);
    expect(refusal(s, { type: 'reselect-attack', player: 'A', attacker: 'x', target: 'A' }).rules).toEqual(['508.7c']);
    const r = act(s, { type: 'reselect-attack', player: 'A', attacker: 'x', target: 'pw' });
    expect(r.events.some((e) => e.type === 'attack-reselected' && e.rules.includes('508.7a'))).toBe(true);
    expect(r.events.some((e) => e.type === 'ability-triggered')).toBe(false);
    expect(r.state.combat!.attackers[0]).toMatchObject({ target: 'pw', defendingPlayer: 'C' });
    expect(r.state.objects.portal.zone).toBe('graveyard');
  });
  it('508.7d: with one chosen defending player, only that player or their permanents', () => {
    let s = three({ variant: { attackOption: 'choose one opponent' } });
    s = act(s, { type: 'cast-spell', player: 'A', card: 'portal', targets: ['x'] }).state;
    s = passUntil(s, () => false).state;
    expect((pendingDecision(s) as AnyDecision).targets).toEqual(['B']);
    expect(refusal(s, { type: 'reselect-attack', player: 'A', attacker: 'x', target: 'C' }).rules).toEqual([
      '508.7c',
      '508.7d',
    ]);
  });
});
