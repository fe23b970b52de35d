// The refusals of a declaration of blockers (509) no fixture makes the engine say (said.txt's last
// list), each said by a small real game, compared whole and recorded word for word in both
// languages in unsaid-blockers.txt (see unsaid-events.test.ts); a requirement left unobeyed is a
// finding of the combat checks on the game's view (see unsaid-attackers.test.ts).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { GameState } from '../core/state';
import { explainBlockDeclaration } from '../combat/index';
import { combatView } from '../combat/views';
import { act, combatAt, creature, passUntil } from '../game/test-kit';
import {
  attack,
  bears,
  block,
  blockers,
  cases,
  elves,
  goblin,
  name,
  record,
  refused,
  rock,
  twin,
  wall,
  type Row,
} from './test-unsaid';

/** Alice's Lure Bears (must be blocked if able) attack; Bob's Eager Elves (untapped) and Tired Elves (tapped) block each combat if able. */
const mustBlock = () =>
  blockers(
    [
      {
        id: 'lure',
        card: creature('Lure Bears', 2, 2, { nameZh: '诱饵熊', keywords: ['must be blocked if able'] }),
        controller: 'A',
      },
      {
        id: 'eager',
        card: creature('Eager Elves', 1, 1, { nameZh: '急切妖精', keywords: ['blocks each combat if able'] }),
        controller: 'B',
      },
      {
        id: 'tired',
        card: creature('Tired Elves', 1, 1, { nameZh: '疲惫妖精', keywords: ['blocks each combat if able'] }),
        controller: 'B',
        tapped: true,
      },
    ],
    ['lure'],
  );
/** The finding about `id` when no creature is declared blocking. */
const blockFinding = (s: GameState, id: string) =>
  explainBlockDeclaration(combatView(s), []).findings.find((f) => f.creature === id);

const BLOCKS: Row[] = [
  {
    code: 'refusal declare-blockers/malformed',
    situation: 'blocks that are not {blocker, attacker} ids',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['bears'],
        ),
        { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'elves' }] } as unknown as Action,
        { code: 'declare-blockers/malformed', rules: ['509.1'], params: {} },
      ),
  },
  {
    code: 'refusal declare-blockers/unknown-creature',
    situation: 'a blocker “ghost” that isn’t on the battlefield',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['bears'],
        ),
        block([['ghost', 'bears']]),
        { code: 'declare-blockers/unknown-creature', rules: ['509.1a'], params: { object: 'ghost' } },
      ),
  },
  {
    code: 'refusal declare-blockers/duplicate-block',
    situation: 'Llanowar Elves declared blocking Grizzly Bears twice',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['bears'],
        ),
        block([
          ['elves', 'bears'],
          ['elves', 'bears'],
        ]),
        { code: 'declare-blockers/duplicate-block', rules: ['509.1a'], params: { object: 'elves', attacker: 'bears' } },
      ),
  },
  {
    code: 'refusal declare-blockers/not-a-creature',
    situation: 'Bob blocks with his Rock (an artifact)',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
            { id: 'rock', card: rock, controller: 'B' },
          ],
          ['bears'],
        ),
        block([['rock', 'bears']]),
        { code: 'declare-blockers/not-a-creature', rules: ['506.3'], params: { creature: name('Rock', '石头') } },
      ),
  },
  {
    code: 'refusal declare-blockers/not-your-creature',
    situation: 'Bob blocks with Alice’s Llanowar Elves',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'mine', card: elves, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['bears'],
        ),
        block([['mine', 'bears']]),
        {
          code: 'declare-blockers/not-your-creature',
          rules: ['509.1a'],
          params: { creature: name('Llanowar Elves', '罗堰妖精') },
        },
      ),
  },
  {
    code: 'refusal declare-blockers/protection',
    situation: 'a red Goblin Piker blocks a creature with protection from red',
    said: () => {
      const knight = creature('White Knight', 2, 2, {
        nameZh: '白骑士',
        colors: ['W'],
        keywords: [{ protection: 'R' }],
      });
      return refused(
        blockers(
          [
            { id: 'knight', card: knight, controller: 'A' },
            { id: 'goblin', card: goblin, controller: 'B' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['knight'],
        ),
        block([['goblin', 'knight']]),
        {
          code: 'declare-blockers/protection',
          rules: ['509.1b', '702.16f'],
          params: { creature: name('Goblin Piker', '鬼怪矛兵'), attacker: name('White Knight', '白骑士'), color: 'R' },
        },
      );
    },
  },
  {
    code: 'refusal declare-blockers/too-many-blocks',
    situation: 'Llanowar Elves block both attackers',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'goblin', card: goblin, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
          ],
          ['bears', 'goblin'],
        ),
        block([
          ['elves', 'bears'],
          ['elves', 'goblin'],
        ]),
        {
          code: 'declare-blockers/too-many-blocks',
          rules: ['509.1a'],
          params: { creature: name('Llanowar Elves', '罗堰妖精'), count: 2, capacity: 1 },
        },
      ),
  },
  {
    code: 'refusal declare-blockers/too-many-blockers',
    situation: 'no more than one creature can block (Twin Raider), two block',
    said: () =>
      refused(
        blockers(
          [
            { id: 'bears', card: bears, controller: 'A' },
            { id: 'twin', card: twin, controller: 'A' },
            { id: 'elves', card: elves, controller: 'B' },
            { id: 'goblin', card: goblin, controller: 'B' },
          ],
          ['bears'],
        ),
        block([
          ['elves', 'bears'],
          ['goblin', 'bears'],
        ]),
        { code: 'declare-blockers/too-many-blockers', rules: ['509.1b'], params: { max: 1, count: 2 } },
      ),
  },
  {
    code: 'refusal declare-blockers/already-blocking',
    situation: 'a token put onto the battlefield blocking is declared as a blocker',
    said: () => {
      const sapling: CardDef = {
        name: 'Sudden Sapling',
        nameZh: '骤生树苗',
        types: ['Instant'],
        colors: ['G'],
        spell: {
          type: 'create token',
          card: creature('Sapling', 1, 1, { nameZh: '树苗' }),
          blocking: 'target attacking creature',
        },
      };
      let s = combatAt(
        'declare attackers',
        [
          { id: 'bears', card: bears, controller: 'A' },
          { id: 'goblin', card: goblin, controller: 'A' },
          { id: 'wall', card: wall, controller: 'B' },
        ],
        {
          players: [
            { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20 },
            { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20, hand: [{ id: 'sapling', card: sapling }] },
          ],
        },
      );
      s = act(s, attack(['bears', 'goblin'])).state;
      s = act(s, { type: 'pass-priority', player: 'A' }).state;
      s = act(s, { type: 'cast-spell', player: 'B', card: 'sapling', targets: ['bears'] }).state;
      s = passUntil(s, (x) => x.turn.step === 'declare blockers').state;
      const token = s.combat!.blockers[0].blocker;
      return refused(s, block([[token, 'goblin']]), {
        code: 'declare-blockers/already-blocking',
        rules: ['509.1a', '509.7'],
        params: { object: token },
      });
    },
  },
  ...(
    [
      [
        'lure',
        'Lure Bears must be blocked, and nothing blocks them',
        { creature: name('Lure Bears', '诱饵熊'), mustBeBlocked: true },
      ],
      [
        'eager',
        'Eager Elves must block, could, and don’t',
        { creature: name('Eager Elves', '急切妖精'), canBlock: true },
      ],
      [
        'tired',
        'Tired Elves must block but are tapped',
        { creature: name('Tired Elves', '疲惫妖精'), canBlock: false },
      ],
    ] as const
  ).map(([id, situation, params]): Row => ({
    code: 'refusal declare-blockers/requirement-not-obeyed',
    situation: `a finding: ${situation}`,
    said: () => {
      const s = mustBlock();
      return {
        state: s,
        got: blockFinding(s, id),
        want: {
          creature: id,
          kind: 'requirement',
          code: 'declare-blockers/requirement-not-obeyed',
          rules: ['509.1c'],
          params,
        } as never,
      };
    },
  })),
];

describe('what no fixture says, said by a game: declarations of blockers', () => {
  it.each(cases(BLOCKS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid-blockers.txt records it word for word', async () => {
    await expect(record(BLOCKS)).toMatchFileSnapshot('./unsaid-blockers.txt');
  });
});
