// The codes no fixture makes the engine say (said.txt's last list) that refuse an answer to one of
// the engine's questions — targets, orders, discards, choices —, each said by a small real game,
// compared whole and recorded word for word in both languages in unsaid-answers.txt (see
// unsaid.test.ts).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef, EffectDef } from '../core/cards';
import type { Ctx } from '../core/context';
import { Refusal } from '../core/results';
import type { GameSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { chooseDefendingFor } from '../combat/defending-player';
import { askedWhichReplacementFirst, threeBlockersAndAWall } from '../game/test-boards';
import { replacing } from '../game/test-cards';
import { act, castAndResolve, creature, decision, game, mainPhase, passUntil, refusal } from '../game/test-kit';
import { cases, record, type Row, type Said } from './test-unsaid';

const refused = (state: GameState, action: Action, want: Said['want']): Said => ({
  state,
  got: refusal(state, action),
  want,
});

const bears = creature('Grizzly Bears', 2, 2, { nameZh: '灰熊' });
const tapIt: EffectDef = { type: 'tap', target: 'target creature' };
const ping: EffectDef = { type: 'deal damage', amount: 1, target: 'any target' };
/** "At the beginning of your upkeep, …" */
const upkeep = (name: string, nameZh: string, effect: EffectDef | EffectDef[]): CardDef => ({
  name,
  nameZh,
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'beginning of step', step: 'upkeep', effect }],
});
const seat = (id: string, name: string, nameZh: string, more: object = {}) => ({
  id,
  name,
  nameZh,
  library: 10,
  ...more,
});

/** Alice's upkeep of turn 2 (Bob has Grizzly Bears): her upkeep triggers go on the stack, she is asked for their targets (603.3d) or order (603.3b). */
const upkeepOf = (battlefield: PermanentSetup[], more: Partial<GameSetup> = {}): GameState =>
  game({
    players: [seat('A', 'Alice', '爱丽丝'), seat('B', 'Bob', '鲍勃')],
    turn: 2,
    activePlayer: 'A',
    battlefield: [{ id: 'bears', card: bears, controller: 'B' }, ...battlefield],
    ...more,
  });

/** Alice's Throne pings any target at her upkeep; four players, a range of influence of 1: Carol, across the table, is out of it. */
const ranged = (): GameState =>
  upkeepOf([{ id: 'throne', card: upkeep('Throne', '王座', ping), controller: 'A' }], {
    players: [
      seat('A', 'Alice', '爱丽丝'),
      seat('B', 'Bob', '鲍勃'),
      seat('C', 'Carol', '卡萝'),
      seat('D', 'Dmitri', '德米特里'),
    ],
    variant: { rangeOfInfluence: 1 },
  });

/** Alice's Snare: "tap target creature, and it deals 1 damage to any target" at her upkeep. */
const snared = () => upkeepOf([{ id: 'snare', card: upkeep('Snare', '陷阱', [tapIt, ping]), controller: 'A' }]);

const item = (s: GameState) => decision(s).object!;

/** x (5/5) blocked by b1, b2 and a wall that also blocks y (2/2): Alice orders x's blockers (509.2). */
function ordering(): GameState {
  let s = threeBlockersAndAWall();
  s = act(s, {
    type: 'declare-attackers',
    player: 'A',
    attacks: ['x', 'y'].map((attacker) => ({ attacker, target: 'B' })),
  }).state;
  const blocks = [
    ['b1', 'x'],
    ['b2', 'x'],
    ['wall', 'x'],
    ['wall', 'y'],
  ].map(([blocker, attacker]) => ({ blocker, attacker }));
  return act(passUntil(s, () => false).state, { type: 'declare-blockers', player: 'B', blocks }).state;
}

/** Alice casts a spell that makes Bob discard `count` cards; it resolves and he is asked which (Bob holds three). */
function discarding(count: number): GameState {
  const rot: CardDef = {
    name: 'Mind Rot',
    nameZh: '心智腐朽',
    types: ['Sorcery'],
    colors: ['B'],
    spell: { type: 'discard', count, target: 'target player' },
  };
  const s = mainPhase([], {
    players: [
      seat('A', 'Alice', '爱丽丝', { hand: [{ id: 'rot', card: rot }] }),
      seat('B', 'Bob', '鲍勃', { hand: ['b1', 'b2', 'b3'].map((id) => ({ id, card: bears })) }),
    ],
  });
  return passUntil(act(s, { type: 'cast-spell', player: 'A', card: 'rot', targets: ['B'] }).state, () => false).state;
}

const drain: CardDef = {
  name: 'Drain',
  nameZh: '吸取',
  types: ['Instant'],
  colors: ['B'],
  spell: { type: 'lose life', amount: 2, target: 'defending player' },
};
/** Alice attacks Bob with Grizzly Bears (Carol is a defending player too) and casts Drain: it asks her which defending player (508.5a). */
function drainingWhom(): GameState {
  const s = game({
    players: [
      seat('A', 'Alice', '爱丽丝', { hand: [{ id: 'drain', card: drain }] }),
      seat('B', 'Bob', '鲍勃'),
      seat('C', 'Carol', '卡萝'),
    ],
    turn: 4,
    phase: 'combat',
    step: 'declare attackers',
    priority: 'A',
    battlefield: [{ id: 'x', card: bears, controller: 'A', attacking: 'B', tapped: true }],
  });
  return passUntil(act(s, { type: 'cast-spell', player: 'A', card: 'drain' }).state, () => false).state;
}

const siege: CardDef = {
  name: 'Siege of Towers',
  nameZh: '围攻塔楼',
  types: ['Battle'],
  subtypes: ['Siege'],
  colors: [],
  defense: 5,
};
const rally: CardDef = {
  name: 'Rally',
  nameZh: '集结',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'is attacking', target: 'target creature' },
};
const portal: CardDef = {
  name: 'Portal',
  nameZh: '传送门',
  types: ['Instant'],
  colors: ['U'],
  spell: { type: 'reselect attack', target: 'target attacking creature' },
};
const walker: CardDef = { name: 'Walker', nameZh: '行者', types: ['Planeswalker'], colors: [], loyalty: 4 };

/** In the declare attackers step, Alice's Grizzly Bears attack Bob, who protects her Siege; `card` in her hand, three players if `three`. */
const attackingWith = (card: CardDef, battlefield: PermanentSetup[], three = false) =>
  game({
    players: [
      seat('A', 'Alice', '爱丽丝', { hand: [{ id: 'spell', card }] }),
      seat('B', 'Bob', '鲍勃'),
      ...(three ? [seat('C', 'Carol', '卡萝')] : []),
    ],
    turn: 4,
    phase: 'combat',
    step: 'declare attackers',
    priority: 'A',
    battlefield: [{ id: 'x', card: bears, controller: 'A', attacking: 'B', tapped: true }, ...battlefield],
  });

/** Alice casts `spell` on `target`; all pass until a question. */
const castOn = (s: GameState, target: string) =>
  passUntil(act(s, { type: 'cast-spell', player: 'A', card: 'spell', targets: [target] }).state, () => false).state;

const chooser = creature('Chromatic Sentry', 1, 1, {
  nameZh: '彩色哨兵',
  abilities: replacing({ would: 'enter the battlefield', chooseColor: 'protection from the chosen color' }),
});
const pool: CardDef = {
  name: 'Pool',
  nameZh: '池塘',
  types: ['Land'],
  colors: [],
  abilities: replacing({ would: 'enter the battlefield', mayPayLifeElseTapped: 2 }),
};

const ROWS: Row[] = [
  {
    code: 'refusal choose-targets/illegal-target',
    situation: 'a player for "tap target creature"',
    said: () => {
      const s = upkeepOf([{ id: 'trap', card: upkeep('Trap', '陷阱', tapIt), controller: 'A' }]);
      return refused(
        s,
        { type: 'choose-targets', player: 'A', item: item(s), targets: ['B'] },
        {
          code: 'choose-targets/illegal-target',
          rules: ['603.3d', '601.2c'],
          params: { target: 'B', spec: 'target creature', outOfRange: false },
        },
      );
    },
  },
  {
    code: 'refusal choose-targets/illegal-target',
    situation: 'Carol, out of Alice’s range of influence, for "any target"',
    said: () => {
      const s = ranged();
      return refused(
        s,
        { type: 'choose-targets', player: 'A', item: item(s), targets: ['C'] },
        {
          code: 'choose-targets/illegal-target',
          rules: ['603.3d', '601.2c', '801.4'],
          params: { target: 'C', spec: 'any target', outOfRange: true },
        },
      );
    },
  },
  {
    code: 'refusal choose-targets/wrong-number-of-targets',
    situation: 'one target for an ability with two',
    said: () => {
      const s = snared();
      return refused(
        s,
        { type: 'choose-targets', player: 'A', item: item(s), targets: ['bears'] },
        { code: 'choose-targets/wrong-number-of-targets', rules: ['603.3d', '601.2c'], params: { count: 2 } },
      );
    },
  },
  {
    code: 'refusal choose-targets/wrong-number-of-targets',
    situation: 'two targets for an ability with one',
    said: () => {
      const s = upkeepOf([{ id: 'trap', card: upkeep('Trap', '陷阱', tapIt), controller: 'A' }]);
      return refused(
        s,
        { type: 'choose-targets', player: 'A', item: item(s), targets: ['bears', 'bears'] },
        { code: 'choose-targets/wrong-number-of-targets', rules: ['603.3d', '601.2c'], params: { count: 1 } },
      );
    },
  },
  {
    code: 'refusal choose-targets/other-ability',
    situation: 'targets given for the Trap itself, not its triggered ability',
    said: () => {
      const s = upkeepOf([{ id: 'trap', card: upkeep('Trap', '陷阱', tapIt), controller: 'A' }]);
      return refused(
        s,
        { type: 'choose-targets', player: 'A', item: 'trap', targets: ['bears'] },
        { code: 'choose-targets/other-ability', rules: decision(s).rules, params: { object: item(s) } },
      );
    },
  },
  {
    code: 'refusal order-triggers/not-a-permutation',
    situation: 'two upkeep triggers, one of them ordered',
    said: () => {
      const s = upkeepOf([
        { id: 'p1', card: upkeep('Altar', '祭坛', { type: 'gain life', amount: 1 }), controller: 'A' },
        { id: 'p2', card: upkeep('Shrine', '神龛', { type: 'gain life', amount: 2 }), controller: 'A' },
      ]);
      return refused(
        s,
        { type: 'order-triggers', player: 'A', order: [decision(s).triggers![0].id] },
        { code: 'order-triggers/not-a-permutation', rules: ['603.3b'], params: {} },
      );
    },
  },
  {
    code: 'refusal order-blockers/other-attacker',
    situation: 'asked for X’s blockers, Alice orders Y’s',
    said: () => {
      const s = ordering();
      return refused(
        s,
        { type: 'order-blockers', player: 'A', attacker: 'y', order: ['wall'] },
        { code: 'order-blockers/other-attacker', rules: decision(s).rules, params: { object: 'x' } },
      );
    },
  },
  {
    code: 'refusal order-attackers/other-blocker',
    situation: 'asked for the Wall’s attackers, Bob orders B1’s',
    said: () => {
      const s = act(ordering(), {
        type: 'order-blockers',
        player: 'A',
        attacker: 'x',
        order: ['b1', 'b2', 'wall'],
      }).state;
      return refused(
        s,
        { type: 'order-attackers', player: 'B', blocker: 'b1', order: ['x'] },
        { code: 'order-attackers/other-blocker', rules: decision(s).rules, params: { object: 'wall' } },
      );
    },
  },
  {
    code: 'refusal discard/wrong-cards',
    situation: '"target player discards a card": Bob names two',
    said: () =>
      refused(
        discarding(1),
        { type: 'discard', player: 'B', cards: ['b1', 'b2'] },
        { code: 'discard/wrong-cards', rules: ['701.8', '608.2d'], params: { count: 1 } },
      ),
  },
  {
    code: 'refusal discard/wrong-cards',
    situation: '"discards two cards": Bob names one twice',
    said: () =>
      refused(
        discarding(2),
        { type: 'discard', player: 'B', cards: ['b1', 'b1'] },
        { code: 'discard/wrong-cards', rules: ['701.8', '608.2d'], params: { count: 2 } },
      ),
  },
  {
    code: 'refusal choose-defending-player/not-awaited',
    situation:
      'Drain asks Alice which defending player; Bob answers (no action reaches it: apply lets only Alice answer)',
    said: () => {
      const s = drainingWhom();
      const ctx: Ctx = { s, events: [] };
      let got;
      try {
        chooseDefendingFor(ctx, 'B', 'C');
      } catch (e) {
        if (e instanceof Refusal) got = e.violation;
      }
      return { state: s, got, want: { code: 'choose-defending-player/not-awaited', rules: ['508.5a'], params: {} } };
    },
  },
  {
    code: 'refusal choose-attacked/not-awaited',
    situation: 'Rally makes Alice’s Elf attack; she chooses what the Grizzly Bears attack',
    said: () => {
      const elf = creature('Llanowar Elves', 1, 1, { nameZh: '罗堰妖精' });
      const s = castOn(
        attackingWith(rally, [
          { id: 'elf', card: elf, controller: 'A' },
          { id: 'siege', card: siege, controller: 'A', protector: 'B' },
        ]),
        'elf',
      );
      return refused(
        s,
        { type: 'choose-attacked', player: 'A', attacker: 'x', target: 'B' },
        { code: 'choose-attacked/not-awaited', rules: ['508.4'], params: { object: 'x', awaited: 'elf' } },
      );
    },
  },
  {
    code: 'refusal reselect-attack/not-awaited',
    situation: 'Portal lets Alice reselect what the Grizzly Bears attack; she names the Walker instead',
    said: () => {
      const s = castOn(attackingWith(portal, [{ id: 'pw', card: walker, controller: 'C' }], true), 'x');
      return refused(
        s,
        { type: 'reselect-attack', player: 'A', attacker: 'pw', target: 'C' },
        { code: 'reselect-attack/not-awaited', rules: ['508.7'], params: { object: 'pw', awaited: 'x' } },
      );
    },
  },
  {
    code: 'refusal choose-replacement/not-an-option',
    situation: 'two effects replace Bomb’s dying; Alice names one that isn’t offered',
    said: () =>
      refused(
        askedWhichReplacementFirst(),
        { type: 'choose-replacement', player: 'A', effect: 'returner:1' },
        { code: 'choose-replacement/not-an-option', rules: ['616.1', '616.1e'], params: { value: 'returner:1' } },
      ),
  },
  {
    code: 'refusal choose-color/not-a-color',
    situation: '"as it enters, choose a color": purple',
    said: () => {
      const s = castAndResolve(
        mainPhase([], {
          players: [seat('A', 'Alice', '爱丽丝', { hand: [{ id: 'd', card: chooser }] }), seat('B', 'Bob', '鲍勃')],
        }),
        'd',
      ).state;
      return refused(s, { type: 'choose-color', player: 'A', color: 'purple' } as unknown as Action, {
        code: 'choose-color/not-a-color',
        rules: ['614.12a', '614.1c'],
        params: { value: 'purple' },
      });
    },
  },
  {
    code: 'refusal choose-to-pay/not-a-choice',
    situation: '"you may pay 2 life as it enters": "yes"',
    said: () => {
      const s = act(
        mainPhase([], {
          activePlayer: 'B',
          priority: 'B',
          players: [seat('A', 'Alice', '爱丽丝'), seat('B', 'Bob', '鲍勃', { hand: [{ id: 'pool', card: pool }] })],
        }),
        { type: 'play-land', player: 'B', card: 'pool' },
      ).state;
      return refused(s, { type: 'choose-to-pay', player: 'B', pay: 'yes' } as unknown as Action, {
        code: 'choose-to-pay/not-a-choice',
        rules: ['614.12a', '119.4'],
        params: { value: 'yes' },
      });
    },
  },
];

describe('what no fixture says, said by a game: answers to questions', () => {
  it.each(cases(ROWS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid-answers.txt records it word for word', async () => {
    await expect(record(ROWS)).toMatchFileSnapshot('./unsaid-answers.txt');
  });
});
