// The refusals of a declaration of attackers (508) no fixture makes the engine say (said.txt's
// last list), each said by a small real game, compared whole and recorded word for word in both
// languages in unsaid-attackers.txt (see unsaid-events.test.ts). A requirement left unobeyed is
// never a refusal of its own (the declaration is refused as not obeying the most requirements
// possible): it is a finding of the combat checks on the game's view, as the site's verdicts show it.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import { explainAttackDeclaration } from '../combat/index';
import { combatView } from '../combat/views';
import { creature } from '../game/test-kit';
import {
  attack,
  attackers,
  bears,
  cases,
  elves,
  hero,
  name,
  record,
  refused,
  twin,
  wall,
  warlord,
  rock,
  type Row,
} from './test-unsaid';

/** Alice's Eager Bears (untapped) and Tired Bears (tapped) attack each combat if able; Bob has a Wall. */
const mustAttack = () =>
  attackers([
    {
      id: 'eager',
      card: creature('Eager Bears', 2, 2, { nameZh: '急切熊', keywords: ['attacks each combat if able'] }),
      controller: 'A',
    },
    {
      id: 'tired',
      card: creature('Tired Bears', 2, 2, { nameZh: '疲惫熊', keywords: ['attacks each combat if able'] }),
      controller: 'A',
      tapped: true,
    },
    { id: 'bears', card: bears, controller: 'A' },
  ]);
/** The finding about `id` when no creature is declared attacking. */
const attackFinding = (s: GameState, id: string) =>
  explainAttackDeclaration(combatView(s), []).findings.find((f) => f.creature === id);

const ATTACKS: Row[] = [
  {
    code: 'refusal declare-attackers/malformed',
    situation: 'attacks that are not {attacker, target} ids',
    said: () =>
      refused(
        attackers([{ id: 'bears', card: bears, controller: 'A' }]),
        { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bears' }] } as unknown as Action,
        { code: 'declare-attackers/malformed', rules: ['508.1'], params: {} },
      ),
  },
  {
    code: 'refusal declare-attackers/malformed-bands',
    situation: 'bands that are not lists of ids',
    said: () =>
      refused(
        attackers([{ id: 'hero', card: hero, controller: 'A' }]),
        attack(['hero'], { bands: 'hero' as unknown as string[][] }),
        { code: 'declare-attackers/malformed-bands', rules: ['508.1e'], params: {} },
      ),
  },
  {
    code: 'refusal declare-attackers/band-too-small',
    situation: 'Benalish Hero in a band of its own',
    said: () =>
      refused(attackers([{ id: 'hero', card: hero, controller: 'A' }]), attack(['hero'], { bands: [['hero']] }), {
        code: 'declare-attackers/band-too-small',
        rules: ['508.1e', '702.22c'],
        params: {},
      }),
  },
  {
    code: 'refusal declare-attackers/malformed-optional-costs',
    situation: 'optional costs that are no list',
    said: () =>
      refused(
        attackers([{ id: 'twin', card: twin, controller: 'A' }]),
        attack(['twin'], { optionalCosts: 'twin' as never }),
        { code: 'declare-attackers/malformed-optional-costs', rules: ['508.1g'], params: {} },
      ),
  },
  {
    code: 'refusal declare-attackers/not-an-optional-cost',
    situation: 'Twin Raider’s first ability (another static ability) paid as a cost',
    said: () =>
      refused(
        attackers([{ id: 'twin', card: twin, controller: 'A' }]),
        attack(['twin'], { optionalCosts: [{ source: 'twin', ability: 0 }] }),
        { code: 'declare-attackers/not-an-optional-cost', rules: ['508.1g'], params: { object: 'twin' } },
      ),
  },
  {
    code: 'refusal declare-attackers/optional-cost-twice',
    situation: 'Twin Raider’s optional cost chosen twice',
    said: () =>
      refused(
        attackers([{ id: 'twin', card: twin, controller: 'A' }]),
        attack(['twin'], { optionalCosts: [{ source: 'twin' }, { source: 'twin', ability: 1 }] }),
        { code: 'declare-attackers/optional-cost-twice', rules: ['508.1g'], params: { object: 'twin' } },
      ),
  },
  {
    code: 'refusal declare-attackers/optional-cost-needs-choice',
    situation: '"you may sacrifice another creature", none named',
    said: () =>
      refused(
        attackers([
          { id: 'warlord', card: warlord, controller: 'A' },
          { id: 'bears', card: bears, controller: 'A' },
          { id: 'rock', card: rock, controller: 'A' },
        ]),
        attack(['warlord'], { optionalCosts: [{ source: 'warlord' }] }),
        { code: 'declare-attackers/optional-cost-needs-choice', rules: ['508.1g'], params: { object: 'warlord' } },
      ),
  },
  {
    code: 'refusal declare-attackers/unknown-creature',
    situation: 'an attacker “ghost” that isn’t on the battlefield',
    said: () =>
      refused(attackers([{ id: 'bears', card: bears, controller: 'A' }]), attack(['ghost']), {
        code: 'declare-attackers/unknown-creature',
        rules: ['508.1a'],
        params: { object: 'ghost' },
      }),
  },
  {
    code: 'refusal declare-attackers/duplicate-attacker',
    situation: 'Grizzly Bears declared twice',
    said: () =>
      refused(attackers([{ id: 'bears', card: bears, controller: 'A' }]), attack(['bears', 'bears']), {
        code: 'declare-attackers/duplicate-attacker',
        rules: ['508.1b'],
        params: { object: 'bears' },
      }),
  },
  {
    code: 'refusal declare-attackers/not-your-creature',
    situation: 'Alice attacks with Bob’s Llanowar Elves',
    said: () =>
      refused(
        attackers([
          { id: 'bears', card: bears, controller: 'A' },
          { id: 'elves', card: elves, controller: 'B' },
        ]),
        attack(['elves']),
        {
          code: 'declare-attackers/not-your-creature',
          rules: ['508.1a'],
          params: { creature: name('Llanowar Elves', '罗堰妖精') },
        },
      ),
  },
  {
    code: 'refusal declare-attackers/defender',
    situation: 'a Wall of Stone (defender) attacks',
    said: () =>
      refused(
        attackers([
          { id: 'bears', card: bears, controller: 'A' },
          { id: 'wall', card: wall, controller: 'A' },
        ]),
        attack(['wall']),
        {
          code: 'declare-attackers/defender',
          rules: ['508.1c', '702.3b'],
          params: { creature: name('Wall of Stone', '岩石墙') },
        },
      ),
  },
  {
    code: 'refusal declare-attackers/cant-attack',
    situation: 'a creature that can’t attack attacks',
    said: () => {
      const pacified = creature('Pacified Bears', 2, 2, { nameZh: '被安抚的熊', keywords: ["can't attack"] });
      return refused(
        attackers([
          { id: 'bears', card: bears, controller: 'A' },
          { id: 'p', card: pacified, controller: 'A' },
        ]),
        attack(['p']),
        {
          code: 'declare-attackers/cant-attack',
          rules: ['508.1c'],
          params: { creature: name('Pacified Bears', '被安抚的熊') },
        },
      );
    },
  },
  {
    code: 'refusal declare-attackers/requirement-not-obeyed',
    situation: 'a finding: Tired Bears must attack but are tapped',
    said: () => {
      const s = mustAttack();
      const creature_ = name('Tired Bears', '疲惫熊');
      return {
        state: s,
        got: attackFinding(s, 'tired'),
        want: {
          creature: 'tired',
          kind: 'requirement',
          code: 'declare-attackers/requirement-not-obeyed',
          rules: ['508.1d'],
          params: {
            creature: creature_,
            reason: { code: 'declare-attackers/tapped', params: { creature: creature_ } },
            nothingAttackable: false,
          },
        } as never,
      };
    },
  },
  {
    code: 'refusal declare-attackers/requirement-not-obeyed',
    situation: 'a finding: Eager Bears must attack, could, and don’t',
    said: () => {
      const s = mustAttack();
      return {
        state: s,
        got: attackFinding(s, 'eager'),
        want: {
          creature: 'eager',
          kind: 'requirement',
          code: 'declare-attackers/requirement-not-obeyed',
          rules: ['508.1d'],
          params: { creature: name('Eager Bears', '急切熊'), reason: null, nothingAttackable: false },
        } as never,
      };
    },
  },
];

describe('what no fixture says, said by a game: declarations of attackers', () => {
  it.each(cases(ATTACKS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('unsaid-attackers.txt records it word for word', async () => {
    await expect(record(ATTACKS)).toMatchFileSnapshot('./unsaid-attackers.txt');
  });
});
