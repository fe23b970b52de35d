// 800.4a: "When a player leaves the game, all objects … owned by that player leave the game … If the
// player who left the game had priority at the time they left, priority passes to the next player in
// turn order who's still in the game." A player may leave (concede, 104.3a) in the middle of casting
// a spell or activating an ability — here, while a cost they pay (sacrificing a creature, 602.2b)
// asks them which of two replacement effects applies first (616.1). The event in progress is
// finished with the engine's own answer; then the player leaves, and what they were casting or
// activating leaves with them: it never becomes activated (602.2i), no one is told it was, and the
// game goes on with the next decision of the players still in it. The turn was theirs: it goes on
// without an active player (800.4j). Likewise while their spell resolves: the instruction under way
// is finished, the rest is not carried out.
import { describe, expect, it } from 'vitest';
import { eventText, namesIn } from '..';
import type { CardDef } from '../core/cards';
import type { ReplacementDef } from '../core/replacements';
import type { GameState } from '../core/state';
import { act, creature, decision, game } from './test-kit';

const permanent = (name: string, replacement: ReplacementDef): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule: 'replacement', replacement }],
});

/** B's two effects that replace a creature dying (616.1: the affected object's controller picks one first). */
const twoDeathReplacements = () => [
  {
    id: 'returner',
    card: permanent('Returner', {
      would: 'die',
      objects: { objects: 'a creature' },
      instead: "put it into its owner's hand",
    }),
    controller: 'B',
  },
  {
    id: 'shuffler',
    card: permanent('Shuffler', {
      would: 'die',
      objects: { objects: 'a creature' },
      instead: "shuffle it into its owner's library",
    }),
    controller: 'B',
  },
];

/** "Sacrifice this: it deals 2 damage to any target." */
const bomb = creature('Bomb', 1, 1, {
  colors: ['R'],
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'sacrifice this' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});

/** A (active) holds priority in three-player game; A's Bomb dying meets two replacement effects. */
function board(): GameState {
  return game({
    players: [
      { id: 'A', name: 'A', library: 10 },
      { id: 'B', name: 'B', library: 10 },
      { id: 'C', name: 'C', library: 10 },
    ],
    turn: 2,
    activePlayer: 'A',
    phase: 'precombat main',
    step: 'main',
    priority: 'A',
    battlefield: [{ id: 'bomb', card: bomb, controller: 'A' }, ...twoDeathReplacements()],
  });
}

/** A activates Bomb targeting B: paying its cost asks A which effect applies first (616.1). */
function midActivation(): GameState {
  const s = act(board(), {
    type: 'activate-ability',
    player: 'A',
    source: 'bomb',
    ability: 0,
    targets: ['B'],
  }).state;
  expect(decision(s)).toMatchObject({ kind: 'choose-replacement', player: 'A' });
  expect(s.frames.some((f) => f.kind === 'casting' && f.player === 'A')).toBe(true);
  return s;
}

describe('800.4a: a player who leaves in the middle of activating an ability', () => {
  it('the control case: answered, the ability becomes activated and resolves', () => {
    const s = midActivation();
    const d = decision(s);
    const key = d.kind === 'choose-replacement' ? d.options[0].key : '';
    const r = act(s, { type: 'choose-replacement', player: 'A', effect: key });
    expect(r.events.some((e) => e.type === 'ability-activated')).toBe(true);
    expect(r.state.stack).toHaveLength(1);
  });

  it('the activation ceases: never activated, nothing on the stack; the sacrifice was finished; B gets priority', () => {
    const r = act(midActivation(), { type: 'concede', player: 'A' });
    const types = r.events.map((e) => e.type);
    expect(types).not.toContain('ability-activated');
    expect(r.state.stack).toEqual([]);
    expect(r.state.frames.some((f) => f.kind === 'casting')).toBe(false);
    // The event in progress (the sacrifice) is finished first, with the engine's answer (104.3a).
    expect(r.state.objects.bomb.zone).not.toBe('battlefield');
    const stopped = r.events.find((e) => e.type === 'casting-stopped');
    expect(stopped).toMatchObject({ player: 'A', object: 'bomb', ability: true, rules: ['800.4a', '602.2a'] });
    expect(types.indexOf('conceded')).toBeLessThan(types.indexOf('casting-stopped'));
    // 800.4j: it was A's turn — it goes on without an active player; 800.4a: B, next in turn order, has priority.
    expect(types).toContain('turn-continues');
    expect(r.state.turn.activePlayer).toBe('A');
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'B' });
    // B's life is untouched: the ability never resolves.
    const done = act(act(r.state, { type: 'pass-priority', player: 'B' }).state, {
      type: 'pass-priority',
      player: 'C',
    });
    expect(done.state.players.find((p) => p.id === 'B')!.life).toBe(20);
  });

  it('another player conceding meanwhile doesn’t stop it: the activation goes on once the event is finished', () => {
    const r = act(midActivation(), { type: 'concede', player: 'C' });
    expect(r.events.some((e) => e.type === 'casting-stopped')).toBe(false);
    expect(r.events.some((e) => e.type === 'ability-activated')).toBe(true);
    // C left first, then the ability became activated.
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('conceded')).toBeLessThan(types.indexOf('ability-activated'));
    expect(r.state.stack).toHaveLength(1);
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'A' });
  });

  it('the message says it in both languages', () => {
    const r = act(midActivation(), { type: 'concede', player: 'A' });
    const stopped = r.events.find((e) => e.type === 'casting-stopped')!;
    const names = namesIn(r.state);
    expect(eventText(stopped, 'en', names)).toBe(
      'A left the game in the middle of activating Bomb’s ability: the ability ceases to exist.',
    );
    expect(eventText(stopped, 'zh', names)).toBe('A在起动Bomb的异能的过程中离开游戏：该异能消失。');
  });
});

/** "Deal 2 damage to target creature. Each opponent loses 2 life." */
const blast: CardDef = {
  name: 'Blast',
  types: ['Sorcery'],
  colors: ['R'],
  spell: [
    { type: 'deal damage', amount: 2, target: 'target creature' },
    { type: 'lose life', amount: 2, target: 'each opponent' },
  ],
};

/**
 * A's Blast (or a sorcery with the instructions `spell`) resolves; the damage to B's creature meets two
 * effects whose order matters, and B is asked (616.1).
 */
function midResolution(spell = blast.spell): GameState {
  let s = game({
    players: [
      { id: 'A', name: 'A', library: 10, hand: [{ id: 'blast', card: { ...blast, spell } }] },
      { id: 'B', name: 'B', library: 10 },
      { id: 'C', name: 'C', library: 10 },
    ],
    turn: 2,
    activePlayer: 'A',
    phase: 'precombat main',
    step: 'main',
    priority: 'A',
    battlefield: [
      { id: 'bear', card: creature('Bear', 2, 10), controller: 'B' },
      {
        id: 'doubler',
        card: permanent('Doubler', { would: 'deal damage', instead: 'double that damage' }),
        controller: 'B',
      },
      {
        id: 'warden',
        card: permanent('Warden', {
          would: 'deal damage',
          recipient: { objects: 'a creature you control' },
          instead: { prevent: 1 },
        }),
        controller: 'B',
      },
    ],
  });
  s = act(s, { type: 'cast-spell', player: 'A', card: 'blast', targets: ['bear'] }).state;
  for (const p of ['A', 'B', 'C']) s = act(s, { type: 'pass-priority', player: p }).state;
  expect(decision(s)).toMatchObject({ kind: 'choose-replacement', player: 'B' });
  return s;
}

const lifeOf = (s: GameState, p: string) => s.players.find((x) => x.id === p)!.life;

describe('800.4a: a player who leaves while their spell resolves', () => {
  it('the control case: answered, the spell resolves to its end', () => {
    const s = midResolution();
    const d = decision(s);
    const r = act(s, {
      type: 'choose-replacement',
      player: 'B',
      effect: d.kind === 'choose-replacement' ? d.options[0].key : '',
    });
    expect(r.state.objects.bear.damage).toBeGreaterThan(0);
    expect(lifeOf(r.state, 'B')).toBe(18);
    expect(lifeOf(r.state, 'C')).toBe(18);
  });

  it('its controller conceding: the damage under way is dealt, the rest of the spell is not carried out', () => {
    const r = act(midResolution(), { type: 'concede', player: 'A' });
    expect(r.state.objects.bear.damage).toBeGreaterThan(0);
    expect(lifeOf(r.state, 'B')).toBe(20);
    expect(lifeOf(r.state, 'C')).toBe(20);
    expect(r.state.objects.blast.zone).toBe('exile');
    expect(r.state.frames.some((f) => f.kind === 'resolving')).toBe(false);
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'B' });
  });

  it('another player conceding: the spell goes on after they left (C, gone, loses no life)', () => {
    const r = act(midResolution(), { type: 'concede', player: 'C' });
    expect(lifeOf(r.state, 'B')).toBe(18);
    expect(lifeOf(r.state, 'C')).toBe(20);
    expect(r.state.objects.blast.zone).toBe('graveyard');
  });
});

describe('800.4a: a player leaving during the last instruction of a spell', () => {
  it('the spell finishes resolving (608.2m) before they leave: then C leaves the game', () => {
    const s = midResolution([{ type: 'deal damage', amount: 2, target: 'target creature' }]);
    const r = act(s, { type: 'concede', player: 'C' });
    const order = r.events.map((e) =>
      e.type === 'zone-change' ? `${e.type} ${e.object} ${e.rules.join(' ')}` : e.type,
    );
    expect(order).toEqual([
      'replacement-chosen',
      'replaced',
      'damage-prevented',
      'damage-dealt',
      'zone-change blast 608.2m',
      'conceded',
    ]);
  });
});

describe('800.4a: a player leaving while another pays costs to attack', () => {
  const forest: CardDef = {
    name: 'Forest',
    types: ['Land'],
    colors: [],
    abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
  };
  /** "As this creature attacks, you may sacrifice another creature. If you do, it gets +2/+2." */
  const warlord = creature('Warlord', 3, 3, {
    abilities: [
      {
        kind: 'static',
        rule: 'optional attack cost',
        cost: { type: 'sacrifice another creature' },
        effect: { type: 'pump', power: 2, toughness: 2, target: 'this' },
      },
    ],
  });
  const prison: CardDef = {
    name: 'Prison',
    types: ['Enchantment'],
    colors: ['W'],
    abilities: [{ kind: 'static', rule: 'attack cost', mana: '{1}' }],
  };

  it('the mana ability activated for the attack cost after the sacrifice is not cut short (605.3a)', () => {
    let s = game({
      players: [
        { id: 'A', name: 'A', library: 10 },
        { id: 'B', name: 'B', library: 10 },
        { id: 'C', name: 'C', library: 10 },
      ],
      turn: 2,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'warlord', card: warlord, controller: 'A' },
        { id: 'fodder', card: creature('Fodder', 1, 1), controller: 'A' },
        { id: 'forest', card: forest, controller: 'A' },
        { id: 'prison', card: prison, controller: 'B' },
        ...twoDeathReplacements(),
      ],
    });
    s = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [{ attacker: 'warlord', target: 'B' }],
      optionalCosts: [{ source: 'warlord', choice: 'fodder' }],
      manaAbilities: [{ source: 'forest', ability: 0 }],
    }).state;
    expect(decision(s)).toMatchObject({ kind: 'choose-replacement', player: 'A' });
    const r = act(s, { type: 'concede', player: 'C' });
    expect(r.state.objects.forest.tapped).toBe(true);
    expect(r.state.combat!.attackers.map((a) => a.attacker)).toEqual(['warlord']);
    expect(r.events.some((e) => e.type === 'conceded')).toBe(true);
  });
});
