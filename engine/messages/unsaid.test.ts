// The refusals no fixture makes the engine say (said.txt's last list) of any action (apply's
// guards), casting, activating and playing a land, each said by a small real game, compared whole
// and recorded word for word in both languages in unsaid.txt (see unsaid-events.test.ts).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import { apply } from '../game/apply';
import { askedWhichReplacementFirst } from '../game/test-boards';
import { act, combatAt, mainPhase } from '../game/test-kit';
import { bears, bolt, cases, holding, record, refused, type Row } from './test-unsaid';

const forest: CardDef = { name: 'Forest', nameZh: '树林', types: ['Land'], colors: [] };
const relic = (cost: CardDef['abilities'] extends (infer A)[] | undefined ? A : never): CardDef => ({
  name: 'Relic',
  nameZh: '圣物',
  types: ['Artifact'],
  colors: [],
  abilities: [cost],
});
/** "{T}, discard `count` cards: draw a card." */
const looter = (count: number) =>
  relic({ kind: 'activated', cost: [{ type: 'tap' }, { type: 'discard', count }], effect: { type: 'draw', count: 1 } });
/** "{T}: tap target creature and deal 1 damage to any target": two targets. */
const pinger = relic({
  kind: 'activated',
  cost: [{ type: 'tap' }],
  effect: [
    { type: 'tap', target: 'target creature' },
    { type: 'deal damage', amount: 1, target: 'any target' },
  ],
});

/** A game over: Alice concedes, Bob wins. */
const over = () => act(mainPhase([]), { type: 'concede', player: 'A' }).state;

const GUARDS: Row[] = [
  {
    code: 'refusal action/malformed',
    situation: 'an action with no player',
    said: () =>
      refused(mainPhase([]), { type: 'pass-priority' } as unknown as Action, {
        code: 'action/malformed',
        rules: [],
        params: {},
      }),
  },
  {
    code: 'refusal action/malformed',
    situation: 'a spell cast with targets that are no list',
    said: () =>
      refused(
        holding([{ id: 'bolt', card: bolt }]),
        { type: 'cast-spell', player: 'A', card: 'bolt', targets: 'B' } as unknown as Action,
        {
          code: 'action/malformed',
          rules: [],
          params: { field: 'targets' },
        },
      ),
  },
  {
    code: 'refusal action/unknown-player',
    situation: 'a player Zed who is not in the game passes',
    said: () =>
      refused(
        mainPhase([]),
        { type: 'pass-priority', player: 'Zed' },
        { code: 'action/unknown-player', rules: [], params: { player: 'Zed' } },
      ),
  },
  {
    code: 'refusal action/game-over',
    situation: 'Bob passes after Alice conceded',
    said: () =>
      refused(
        over(),
        { type: 'pass-priority', player: 'B' },
        { code: 'action/game-over', rules: ['104.1'], params: {} },
      ),
  },
  {
    code: 'refusal action/not-awaited',
    situation: 'Bob answers the question put to Alice: which replacement effect applies first',
    said: () =>
      refused(
        askedWhichReplacementFirst(),
        { type: 'choose-replacement', player: 'B', effect: 'shuffler:0' },
        {
          code: 'action/not-awaited',
          rules: ['616.1', '616.1e'],
          params: { player: 'A', kind: 'choose-replacement' },
        },
      ),
  },
  {
    code: 'refusal action/not-awaited',
    situation: 'Bob declares attackers while Alice is asked to',
    said: () =>
      refused(
        combatAt('declare attackers', [{ id: 'bears', card: bears, controller: 'A' }]),
        { type: 'declare-attackers', player: 'B', attacks: [] },
        {
          code: 'action/not-awaited',
          rules: ['508.1'],
          params: { player: 'A', kind: 'declare-attackers' },
        },
      ),
  },
  {
    code: 'refusal engine/internal-error',
    situation:
      'a state edited by hand: a colour asked with the turn’s own frame gone (an engine bug, no action reaches it)',
    said: () => {
      const s = mainPhase([]);
      s.frames = [
        {
          kind: 'decision',
          decision: { kind: 'choose-color', player: 'A', rules: ['614.12a'], object: 'x', source: 'x', colors: ['R'] },
        },
      ];
      const r = apply(s, { type: 'choose-color', player: 'A', color: 'R' });
      return {
        state: s,
        got: r.ok ? undefined : r.error,
        want: {
          code: 'engine/internal-error',
          rules: [],
          params: { detail: "engine bug: the turn's frame is never popped" },
        },
      };
    },
  },
];

const CASTING: Row[] = [
  {
    code: 'refusal cast-spell/not-in-hand',
    situation: 'Alice casts a card from Bob’s hand',
    said: () =>
      refused(
        holding([]),
        { type: 'cast-spell', player: 'A', card: 'bobs' },
        { code: 'cast-spell/not-in-hand', rules: ['601.2a'], params: { object: 'bobs' } },
      ),
  },
  {
    code: 'refusal cast-spell/land',
    situation: 'Alice casts a Forest',
    said: () =>
      refused(
        holding([{ id: 'forest', card: forest }]),
        { type: 'cast-spell', player: 'A', card: 'forest' },
        { code: 'cast-spell/land', rules: ['305.9'], params: {} },
      ),
  },
  {
    code: 'refusal cast-spell/wrong-number-of-targets',
    situation: 'Lightning Bolt cast with two targets',
    said: () =>
      refused(
        holding([{ id: 'bolt', card: bolt }]),
        { type: 'cast-spell', player: 'A', card: 'bolt', targets: ['A', 'B'] },
        {
          code: 'cast-spell/wrong-number-of-targets',
          rules: ['601.2c'],
          params: { count: 1 },
        },
      ),
  },
  {
    code: 'refusal activate-ability/wrong-number-of-targets',
    situation: 'an ability with two targets activated with one',
    said: () =>
      refused(
        holding(
          [],
          [
            { id: 'r', card: pinger, controller: 'A' },
            { id: 'x', card: bears, controller: 'B' },
          ],
        ),
        { type: 'activate-ability', player: 'A', source: 'r', ability: 0, targets: ['x'] },
        {
          code: 'activate-ability/wrong-number-of-targets',
          rules: ['601.2c'],
          params: { count: 2 },
        },
      ),
  },
  {
    code: 'refusal activate-ability/not-controller',
    situation: 'Alice activates Bob’s Relic',
    said: () =>
      refused(
        holding([], [{ id: 'r', card: looter(1), controller: 'B' }]),
        { type: 'activate-ability', player: 'A', source: 'r', ability: 0 },
        { code: 'activate-ability/not-controller', rules: ['602.2'], params: { object: 'r' } },
      ),
  },
  {
    code: 'refusal activate-ability/no-such-ability',
    situation: 'Alice activates her Relic’s ability #3 (it has one)',
    said: () =>
      refused(
        holding([], [{ id: 'r', card: looter(1), controller: 'A' }]),
        { type: 'activate-ability', player: 'A', source: 'r', ability: 3 },
        { code: 'activate-ability/no-such-ability', rules: ['602.1c'], params: { object: 'r', index: 3 } },
      ),
  },
  {
    code: 'refusal activate-ability/choose-discards',
    situation: '"discard a card" as a cost, two cards in hand, none named',
    said: () =>
      refused(
        holding(
          [
            { id: 'h1', card: bears },
            { id: 'h2', card: forest },
          ],
          [{ id: 'r', card: looter(1), controller: 'A' }],
        ),
        { type: 'activate-ability', player: 'A', source: 'r', ability: 0 },
        {
          code: 'activate-ability/choose-discards',
          rules: ['602.2b', '601.2h'],
          params: { count: 1 },
        },
      ),
  },
  {
    code: 'refusal activate-ability/choose-discards',
    situation: '"discard two cards" as a cost, one card named',
    said: () =>
      refused(
        holding(
          [
            { id: 'h1', card: bears },
            { id: 'h2', card: forest },
          ],
          [{ id: 'r', card: looter(2), controller: 'A' }],
        ),
        { type: 'activate-ability', player: 'A', source: 'r', ability: 0, discards: ['h1'] },
        {
          code: 'activate-ability/choose-discards',
          rules: ['602.2b', '601.2h'],
          params: { count: 2 },
        },
      ),
  },
  {
    code: 'refusal play-land/not-in-hand',
    situation: 'Alice plays a Forest from her graveyard',
    said: () => {
      const s = mainPhase([], {
        players: [
          { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20, graveyard: [{ id: 'forest', card: forest }] },
          { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20 },
        ],
      });
      return refused(
        s,
        { type: 'play-land', player: 'A', card: 'forest' },
        { code: 'play-land/not-in-hand', rules: ['305.1'], params: { object: 'forest' } },
      );
    },
  },
  {
    code: 'refusal play-land/not-a-land',
    situation: 'Alice plays Grizzly Bears as a land',
    said: () =>
      refused(
        holding([{ id: 'h1', card: bears }]),
        { type: 'play-land', player: 'A', card: 'h1' },
        { code: 'play-land/not-a-land', rules: ['305.1'], params: { object: 'h1' } },
      ),
  },
];

describe('what no fixture says, said by a game: any action, casting, activating, a land', () => {
  it.each(cases([...GUARDS, ...CASTING]))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid.txt records it word for word', async () => {
    await expect(record([...GUARDS, ...CASTING])).toMatchFileSnapshot('./unsaid.txt');
  });
});
