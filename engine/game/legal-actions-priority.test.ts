// legalActions() / candidateActions() for a player with priority (117.1a, 305.1, 602) and for the
// declaration of attackers (508.1e, 508.1g, 508.1i): the candidates offered before apply() judges
// them (random play picks among them), compared whole, and which of them apply() confirms.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { ObjectSetup } from '../core/setup';
import { candidateActions, legalActions } from './legal-actions';
import { forest } from './random-play';
import { combatAt, creature, game, twoPlayers } from './test-kit';

const bear = creature('Bear', 2, 2);
const shock: CardDef = {
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'any target' },
};
/** "You may play lands from the top of your library." */
const oracle: CardDef = {
  name: 'Oracle',
  types: ['Enchantment'],
  colors: ['G'],
  abilities: [{ kind: 'static', rule: 'play lands from the top of your library' }],
};

const pass: Action = { type: 'pass-priority', player: 'A' };
const cast = (card: string, targets: string[] = []): Action => ({ type: 'cast-spell', player: 'A', card, targets });
const playLand = (card: string): Action => ({ type: 'play-land', player: 'A', card });
/** Shock cast at each target it may have: the players, then Bob's Elf. */
const shocks = ['A', 'B', 'elf'].map((t) => cast('shock', [t]));

/**
 * Alice (A) with priority at `step` of her turn 3 (precombat main by default): `library` top first,
 * `hand`, Bob's (B) Elf on the battlefield and her permanents `mine`.
 */
function alice(
  a: { library?: ObjectSetup[]; hand?: ObjectSetup[]; landsPlayedThisTurn?: number },
  mine: { id: string; card: CardDef; tapped?: boolean }[] = [],
  step: 'main' | 'upkeep' = 'main',
) {
  return game(
    twoPlayers({
      turn: 3,
      activePlayer: 'A',
      phase: step === 'main' ? 'precombat main' : 'beginning',
      step,
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5, ...a },
        { id: 'B', name: 'Bob', library: 5 },
      ],
      battlefield: [
        { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
        ...mine.map((p) => ({ ...p, controller: 'A' })),
      ],
    }),
  );
}

describe('117.1a, 305.1: the actions offered to a player with priority', () => {
  it('117.1a, 305.1: in her main phase with the stack empty: pass, play her land, cast her creature and her instant at each target', () => {
    const s = alice({
      library: [{ id: 'top', card: forest }],
      hand: [
        { id: 'f', card: forest },
        { id: 'bear', card: bear },
        { id: 'shock', card: shock },
      ],
    });
    const offered = [pass, playLand('f'), cast('bear'), ...shocks];
    // The land on top of her library is not offered: nothing lets her play it (305.1).
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
  it('117.1a: in her upkeep only her instant: no land (from her hand or the top of her library), no creature', () => {
    const s = alice(
      {
        library: [{ id: 'top', card: forest }],
        hand: [
          { id: 'f', card: forest },
          { id: 'bear', card: bear },
          { id: 'shock', card: shock },
        ],
      },
      [{ id: 'o', card: oracle }],
      'upkeep',
    );
    expect(candidateActions(s)).toEqual([pass, ...shocks]);
  });
  it('305.2a: with a land played this turn no other is offered, from her hand or the top of her library', () => {
    const s = alice(
      { library: [{ id: 'top', card: forest }], hand: [{ id: 'f', card: forest }], landsPlayedThisTurn: 1 },
      [{ id: 'o', card: oracle }],
    );
    expect(candidateActions(s)).toEqual([pass]);
  });
});

describe('305.1: "you may play lands from the top of your library"', () => {
  it('305.1: the top card of her library is offered when it is a land (the one below it is not)', () => {
    const s = alice(
      {
        library: [
          { id: 'top', card: forest },
          { id: 'next', card: forest },
        ],
      },
      [{ id: 'o', card: oracle }],
    );
    expect(candidateActions(s)).toEqual([pass, playLand('top')]);
    expect(legalActions(s)).toEqual([pass, playLand('top')]);
  });
  it('305.1: a creature card on top is not offered as a land', () => {
    const s = alice({ library: [{ id: 'top', card: bear }] }, [{ id: 'o', card: oracle }]);
    expect(candidateActions(s)).toEqual([pass]);
  });
  it('305.1: with her library empty there is no top card to offer', () => {
    const s = alice({ library: [] }, [{ id: 'o', card: oracle }]);
    expect(candidateActions(s)).toEqual([pass]);
  });
});

describe('602.2b: activated abilities offered', () => {
  /** {T}, sacrifice it: it deals 1 damage to target player. — Sacrifice it: you gain 2 life. */
  const rod: CardDef = {
    name: 'Rod',
    types: ['Artifact'],
    colors: [],
    abilities: [
      {
        kind: 'activated',
        cost: [{ type: 'tap' }, { type: 'sacrifice this' }],
        effect: { type: 'deal damage', amount: 1, target: 'target player' },
      },
      { kind: 'activated', cost: [{ type: 'sacrifice this' }], effect: { type: 'gain life', amount: 2 } },
    ],
  };
  const activate = (source: string, ability: number, more: Partial<Action> = {}): Action =>
    ({ type: 'activate-ability', player: 'A', source, ability, targets: [], ...more }) as Action;

  it('107.5, 118.3: untapped, both abilities of the Rod are offered, the first at each target player', () => {
    const s = alice({}, [{ id: 'rod', card: rod }]);
    const offered = [
      pass,
      activate('rod', 0, { targets: ['A'] }),
      activate('rod', 0, { targets: ['B'] }),
      activate('rod', 1),
    ];
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
  it('107.5, 118.3: tapped, its ability with {T} in the cost is not offered; the other still is', () => {
    const s = alice({}, [{ id: 'rod', card: rod, tapped: true }]);
    expect(candidateActions(s)).toEqual([pass, activate('rod', 1)]);
    expect(legalActions(s)).toEqual([pass, activate('rod', 1)]);
  });
  it('602.2b, 601.2h: an ability with a discard cost is offered discarding the first cards of her hand; the others discard nothing', () => {
    /** {T}, discard two cards: draw two cards. — Sacrifice it: you gain 2 life. */
    const altar: CardDef = {
      name: 'Altar',
      types: ['Artifact'],
      colors: [],
      abilities: [
        {
          kind: 'activated',
          cost: [{ type: 'tap' }, { type: 'discard', count: 2 }],
          effect: { type: 'draw', count: 2 },
        },
        { kind: 'activated', cost: [{ type: 'sacrifice this' }], effect: { type: 'gain life', amount: 2 } },
      ],
    };
    // In her upkeep: the creature cards in her hand are not offered to cast.
    const hand = ['h1', 'h2', 'h3'].map((id) => ({ id, card: bear }));
    const s = alice({ hand }, [{ id: 'altar', card: altar }], 'upkeep');
    const offered = [pass, activate('altar', 0, { discards: ['h1', 'h2'] }), activate('altar', 1)];
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
});

describe('508.1: the declarations of attackers offered', () => {
  type Declaration = Extract<Action, { type: 'declare-attackers' }>;
  const declare = (attackers: string[], more: Partial<Declaration> = {}, target = 'B'): Action => ({
    type: 'declare-attackers',
    player: 'A',
    attacks: attackers.map((attacker) => ({ attacker, target })),
    ...more,
  });
  const hero = creature('Hero', 1, 1, { keywords: ['banding'] });

  it('508.1i: each declaration again with every untapped mana ability Alice controls — not a tapped Forest, not Bob’s', () => {
    const s = combatAt('declare attackers', [
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'f1', card: forest, controller: 'A' },
      { id: 'f2', card: forest, controller: 'A', tapped: true },
      { id: 'bf', card: forest, controller: 'B' },
    ]);
    const mana = { manaAbilities: [{ source: 'f1', ability: 0 }] };
    const offered = [declare([]), declare([], mana), declare(['bear']), declare(['bear'], mana)];
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
  it('508.1e, 702.22c: a banding attacker and another attacking the same player are offered in a band; alone, no band', () => {
    const s = combatAt('declare attackers', [
      { id: 'hero', card: hero, controller: 'A' },
      { id: 'bear', card: bear, controller: 'A' },
    ]);
    const offered = [
      declare([]),
      declare(['bear']),
      declare(['hero']),
      declare(['hero', 'bear']),
      declare(['hero', 'bear'], { bands: [['hero', 'bear']] }),
    ];
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
  it('702.22d: attacking Bob and his planeswalker apart, they are offered no band; attacking the same one, a band', () => {
    const s = combatAt('declare attackers', [
      { id: 'hero', card: hero, controller: 'A' },
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 4 }, controller: 'B' },
    ]);
    const banded = candidateActions(s).filter((a) => a.type === 'declare-attackers' && a.bands);
    expect(banded).toEqual([
      declare(['hero', 'bear'], { bands: [['hero', 'bear']] }),
      declare(['hero', 'bear'], { bands: [['hero', 'bear']] }, 'pw'),
    ]);
  });
  it('508.1g: attacking with a creature that may pay life as it attacks is offered paying it; a sacrifice to pay is not offered', () => {
    const raider = creature('Raider', 2, 2, {
      abilities: [
        {
          kind: 'static',
          rule: 'optional attack cost',
          cost: { type: 'pay life', amount: 1 },
          effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
        },
      ],
    });
    const warlord = creature('Warlord', 2, 2, {
      abilities: [{ kind: 'static', rule: 'optional attack cost', cost: { type: 'sacrifice another creature' } }],
    });
    const s = combatAt('declare attackers', [
      { id: 'raider', card: raider, controller: 'A' },
      { id: 'warlord', card: warlord, controller: 'A' },
    ]);
    const paying = { optionalCosts: [{ source: 'raider' }] };
    const offered = [
      declare([]),
      declare(['warlord']),
      declare(['raider']),
      declare(['raider'], paying),
      declare(['raider', 'warlord']),
      declare(['raider', 'warlord'], paying),
    ];
    expect(candidateActions(s)).toEqual(offered);
    expect(legalActions(s)).toEqual(offered);
  });
  it('508.1g: an attacker with other abilities (triggered, static) is offered no optional cost', () => {
    const hound = creature('Hound', 2, 2, {
      abilities: [
        { kind: 'triggered', trigger: 'attacks', effect: { type: 'gain life', amount: 1 } },
        { kind: 'static', rule: "damage can't be prevented" },
      ],
    });
    const s = combatAt('declare attackers', [{ id: 'hound', card: hound, controller: 'A' }]);
    expect(candidateActions(s)).toEqual([declare([]), declare(['hound'])]);
    expect(legalActions(s)).toEqual([declare([]), declare(['hound'])]);
  });
});
