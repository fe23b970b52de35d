// The refusals of an assignment of combat damage (510) no fixture makes the engine say (said.txt's
// last list), each said by a small real game, compared whole and recorded word for word in both
// languages in unsaid-damage.txt (see unsaid-events.test.ts).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import { checkDamageAssignment } from '../combat/index';
import { damageInput } from '../combat/views';
import { attackingB, blockingWith, combatAt, creature } from '../game/test-kit';
import { bears, cases, elves, name, record, refused, type Row } from './test-unsaid';

/** Alice's Ox (3/3) is blocked by Bob's two Elves, in that order; her Bears stay home: she is asked to assign the Ox's damage. */
const damage = () =>
  combatAt('combat damage', [
    attackingB('ox', creature('Ox', 3, 3, { nameZh: '牛' }), { damageAssignmentOrder: ['e1', 'e2'] }),
    blockingWith('e1', elves, ['ox']),
    blockingWith('e2', creature('Elvish Mystic', 1, 1, { nameZh: '精灵秘教士' }), ['ox']),
    { id: 'bears', card: bears, controller: 'A' },
  ]);
const assign = (assignments: { source: string; assignment: { to: string; amount: number }[] }[]): Action => ({
  type: 'assign-combat-damage',
  player: 'A',
  assignments,
});

const DAMAGE: Row[] = [
  {
    code: 'refusal assign-combat-damage/malformed',
    situation: 'an assignment with no amount',
    said: () =>
      refused(
        damage(),
        {
          type: 'assign-combat-damage',
          player: 'A',
          assignments: [{ source: 'ox', assignment: [{ to: 'e1' }] }],
        } as unknown as Action,
        { code: 'assign-combat-damage/malformed', rules: ['510.1'], params: {} },
      ),
  },
  {
    code: 'refusal combat-damage/duplicate-source',
    situation: 'the Ox’s damage assigned twice',
    said: () =>
      refused(
        damage(),
        assign([
          {
            source: 'ox',
            assignment: [
              { to: 'e1', amount: 1 },
              { to: 'e2', amount: 2 },
            ],
          },
          {
            source: 'ox',
            assignment: [
              { to: 'e1', amount: 1 },
              { to: 'e2', amount: 2 },
            ],
          },
        ]),
        { code: 'combat-damage/duplicate-source', rules: ['510.1'], params: { creature: name('Ox', '牛') } },
      ),
  },
  {
    code: 'refusal combat-damage/duplicate-recipient',
    situation: 'the Ox assigns to Llanowar Elves twice',
    said: () =>
      refused(
        damage(),
        assign([
          {
            source: 'ox',
            assignment: [
              { to: 'e1', amount: 1 },
              { to: 'e1', amount: 2 },
            ],
          },
        ]),
        {
          code: 'combat-damage/duplicate-recipient',
          rules: ['510.1'],
          params: { creature: name('Ox', '牛'), to: name('Llanowar Elves', '罗堰妖精') },
        },
      ),
  },
  {
    code: 'refusal combat-damage/invalid-amount',
    situation: 'the Ox assigns −1',
    said: () =>
      refused(
        damage(),
        assign([
          {
            source: 'ox',
            assignment: [
              { to: 'e1', amount: -1 },
              { to: 'e2', amount: 4 },
            ],
          },
        ]),
        {
          code: 'combat-damage/invalid-amount',
          rules: ['510.1a'],
          params: { creature: name('Ox', '牛'), amount: -1, to: name('Llanowar Elves', '罗堰妖精') },
        },
      ),
  },
  {
    code: 'refusal combat-damage/not-assigning',
    situation: 'Alice assigns damage for her Grizzly Bears, at home (named by the game’s names, not by id)',
    said: () =>
      refused(damage(), assign([{ source: 'bears', assignment: [{ to: 'B', amount: 2 }] }]), {
        code: 'combat-damage/not-assigning',
        rules: ['510.1'],
        params: { creature: 'bears' },
      }),
  },
  {
    code: 'refusal combat-damage/not-in-combat',
    situation:
      'the combat checks asked about the Bears at home as a source (no action reaches it: the game lists only creatures in combat)',
    said: () => {
      const s = damage();
      const check = checkDamageAssignment(damageInput(s, ['bears', 'ox'], [], []), s.profile);
      const { code, rules, params } = check.ok ? ({} as never) : check;
      return {
        state: s,
        got: check.ok ? undefined : ({ code, rules, params } as never),
        want: { code: 'combat-damage/not-in-combat', rules: ['510.1'], params: { creature: 'bears' } } as never,
      };
    },
  },
  {
    code: 'refusal combat-damage/not-assigning',
    situation: 'Alice assigns the damage of Bob’s blocking Llanowar Elves',
    said: () =>
      refused(damage(), assign([{ source: 'e1', assignment: [{ to: 'ox', amount: 1 }] }]), {
        code: 'combat-damage/not-assigning',
        rules: ['510.1'],
        params: { creature: name('Llanowar Elves', '罗堰妖精') },
      }),
  },
];

describe('what no fixture says, said by a game: assignments of combat damage', () => {
  it.each(cases(DAMAGE))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid-damage.txt records it word for word', async () => {
    await expect(record(DAMAGE)).toMatchFileSnapshot('./unsaid-damage.txt');
  });
});
