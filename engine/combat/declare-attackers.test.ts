// 508.1 in the flow, compared whole: what the active player is asked (alone, or for a team),
// what a declaration that isn't one gets, the event a declaration makes with the rules that
// applied to it, what becomes an attacking creature (508.1k), and the attack triggers (508.3).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup, PermanentSetup, PlayerSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { apply } from '../game/apply';
import { act, combatAt, creature, decision, game, passUntil, teamsInCombat } from '../game/test-kit';

const attackersStep = (battlefield: PermanentSetup[], extra: Partial<GameSetup> = {}): GameState =>
  combatAt('declare attackers', battlefield, extra);

const seat = (id: string, team?: string): PlayerSetup => ({ id, name: id, library: 10, ...(team ? { team } : {}) });

/** "Whenever you attack, you gain 1 life." */
const banner: CardDef = {
  name: 'Banner',
  types: ['Artifact'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'you attack', effect: { type: 'gain life', amount: 1 } }],
};

/** "As this creature attacks, you may sacrifice another creature. If you do, it gets +2/+2." */
const warlord = (name: string): CardDef =>
  creature(name, 3, 3, {
    abilities: [
      {
        kind: 'static',
        rule: 'optional attack cost',
        cost: { type: 'sacrifice another creature' },
        effect: { type: 'pump', power: 2, toughness: 2, target: 'this' },
      },
    ],
  });

/** The sources of the abilities that triggered. */
const triggered = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'ability-triggered' ? [e.source] : []));

describe('508.1: declaring attackers', () => {
  it('the active player is asked, offered the creatures able to attack and what they can attack', () => {
    const s = attackersStep([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
    ]);
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'declare-attackers',
      rules: ['508.1'],
      candidates: ['bear'],
      targets: ['B'],
    });
  });
  it('805.10b, 805.2: with shared team turns the primary player declares for the whole team', () => {
    const s = teamsInCombat([
      { id: 'a1', card: creature('A1', 2, 2), controller: 'A' },
      { id: 'b1', card: creature('B1', 2, 2), controller: 'B' },
      { id: 'c1', card: creature('C1', 2, 2), controller: 'C' },
    ]);
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'declare-attackers',
      rules: ['508.1', '805.10b', '805.2'],
      candidates: ['a1', 'b1'],
      targets: ['C', 'D'],
    });
  });
  it('a declaration that is not a list of {attacker, target} ids is refused (508.1), and nothing changes', () => {
    const s = attackersStep([{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }]);
    const before = JSON.stringify(s);
    const tryAttacks = (attacks: unknown) =>
      apply(s, { type: 'declare-attackers', player: 'A', attacks } as unknown as Action);
    for (const attacks of [
      undefined,
      [null],
      [1],
      [{ target: 'B' }],
      [{ attacker: 'bear' }],
      [{ attacker: 'bear', target: 2 }],
    ])
      expect(tryAttacks(attacks)).toEqual({
        ok: false,
        error: { code: 'declare-attackers/malformed', rules: ['508.1'], params: {} },
      });
    expect(JSON.stringify(s)).toBe(before);
    expect(decision(s)).toMatchObject({ kind: 'declare-attackers', player: 'A' });
  });
});

describe('508.1a, 508.1k: the declaration and the attacking creatures', () => {
  it('the declaration is an event naming the attackers and the rules that applied (508.1a, 508.1k)', () => {
    const s = attackersStep([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'elf', card: creature('Elf', 1, 1), controller: 'A' },
    ]);
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'B' }] });
    expect(r.events.find((e) => e.type === 'attackers-declared')).toEqual({
      type: 'attackers-declared',
      rules: ['508.1', '508.1a', '508.1k'],
      player: 'A',
      objects: ['bear'],
      obeyed: 0,
      maximum: 0,
      forced: false,
    });
  });
  it('801.2, 801.3: with a limited range of influence, the declaration cites the range that limited it', () => {
    const s = game({
      players: ['A', 'B', 'C', 'D', 'E'].map((id) => seat(id)),
      variant: { rangeOfInfluence: 1 },
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }],
    });
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'B' }] });
    expect(r.events.find((e) => e.type === 'attackers-declared')).toEqual({
      type: 'attackers-declared',
      rules: ['508.1', '508.1a', '801.2', '801.3', '508.1k'],
      player: 'A',
      objects: ['bear'],
      obeyed: 0,
      maximum: 0,
      forced: false,
    });
  });
  it('with nothing able to attack, the empty declaration is made for the player: no band, no attack (508.1, 508.8)', () => {
    const s = combatAt('beginning of combat', []);
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.events.find((e) => e.type === 'attackers-declared')).toEqual({
      type: 'attackers-declared',
      rules: ['508.1', '508.1k'],
      player: 'A',
      objects: [],
      forced: true,
    });
    expect(r.events.filter((e) => e.type === 'band-announced')).toEqual([]);
  });
  it('508.1k: a creature attacking a battle has the battle’s protector as its defending player (506.2, 310.8)', () => {
    const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
    const s = attackersStep([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'siege', card: siege, controller: 'A', protector: 'B' },
    ]);
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'siege' }] });
    expect(r.state.combat!.attackers).toEqual([
      { attacker: 'bear', target: 'siege', defendingPlayer: 'B', blocked: null, order: [], declared: true },
    ]);
  });
  it('508.1k: a chosen creature sacrificed to pay a cost to attack (508.1j) does not become an attacking creature', () => {
    const s = attackersStep([
      { id: 'warlord', card: warlord('Warlord'), controller: 'A' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    ]);
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'warlord', target: 'B' },
        { attacker: 'bear', target: 'B' },
      ],
      optionalCosts: [{ source: 'warlord', choice: 'bear' }],
    });
    expect(r.state.combat!.attackers.map((a) => a.attacker)).toEqual(['warlord']);
    expect(r.events.find((e) => e.type === 'attackers-declared')).toMatchObject({ objects: ['warlord'] });
  });
  it('702.22c, 508.1k: a band keeps only its members that became attacking creatures, and a band of one is no band', () => {
    const bander = (name: string) => creature(name, 1, 1, { keywords: ['banding'] });
    const s = attackersStep([
      { id: 'w1', card: warlord('Warlord 1'), controller: 'A' },
      { id: 'b1', card: bander('Bander 1'), controller: 'A' },
      { id: 'b2', card: bander('Bander 2'), controller: 'A' },
      { id: 'w2', card: warlord('Warlord 2'), controller: 'A' },
      { id: 'b3', card: bander('Bander 3'), controller: 'A' },
    ]);
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: ['w1', 'b1', 'b2', 'w2', 'b3'].map((attacker) => ({ attacker, target: 'B' })),
      bands: [
        ['w1', 'b1', 'b2'],
        ['w2', 'b3'],
      ],
      optionalCosts: [
        { source: 'w1', choice: 'b2' },
        { source: 'w2', choice: 'b3' },
      ],
    });
    expect(r.state.combat!.attackers.map((a) => a.attacker)).toEqual(['w1', 'b1', 'w2']);
    expect(r.state.combat!.bands).toEqual([['w1', 'b1']]);
  });
});

describe('508.3: attack triggers', () => {
  it('508.3d: "whenever you attack" does not trigger when no creature attacks', () => {
    const s = attackersStep([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'banner', card: banner, controller: 'A' },
    ]);
    expect(triggered(act(s, { type: 'declare-attackers', player: 'A', attacks: [] }).events)).toEqual([]);
  });
  it('508.3d, 805.10a: with shared team turns, "whenever you attack" triggers only for the teammate whose creatures attacked', () => {
    const s = teamsInCombat([
      { id: 'a1', card: creature('A1', 2, 2), controller: 'A' },
      { id: 'b1', card: creature('B1', 2, 2), controller: 'B' },
      { id: 'banner-a', card: banner, controller: 'A' },
      { id: 'banner-b', card: banner, controller: 'B' },
    ]);
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'a1', target: 'C' }] });
    expect(triggered(r.events)).toEqual(['banner-a']);
    expect(r.events.find((e) => e.type === 'attackers-declared')).toEqual({
      type: 'attackers-declared',
      rules: ['508.1', '508.1a', '506.2b', '805.10b', '508.1k'],
      player: 'A',
      objects: ['a1'],
      obeyed: 0,
      maximum: 0,
      forced: false,
    });
  });
  it('508.3b: "whenever this planeswalker is attacked" counts the creatures attacking it, not the others', () => {
    const walker: CardDef = {
      name: 'Walker',
      types: ['Planeswalker'],
      colors: [],
      loyalty: 5,
      // "Whenever this planeswalker is attacked, draw a card for each creature attacking it."
      abilities: [{ kind: 'triggered', trigger: 'is attacked', effect: { type: 'draw', count: 0, thatMany: true } }],
    };
    const s = attackersStep([
      { id: 'x', card: creature('X', 1, 1), controller: 'A' },
      { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
      { id: 'z', card: creature('Z', 1, 1), controller: 'A' },
      { id: 'pw', card: walker, controller: 'B' },
    ]);
    const hand = (x: GameState) => x.players.find((p) => p.id === 'B')!.hand.length;
    let r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'x', target: 'B' },
        { attacker: 'y', target: 'B' },
        { attacker: 'z', target: 'pw' },
      ],
    });
    r = passUntil(r.state, (x) => x.stack.length === 0 && x.pendingTriggers.length === 0);
    expect(hand(r.state) - hand(s)).toBe(1);
  });
});
