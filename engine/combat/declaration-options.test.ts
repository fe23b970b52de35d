import { describe, expect, it } from 'vitest';
import { attackOptions, blockOptions } from './declaration-options';
import { creature, twoPlayerView } from './test-cards';

describe('per-creature options for widgets', () => {
  it('attackOptions: who can attack what, and why not', () => {
    const view = twoPlayerView([
      creature('Ready', 'A', 2, 2, ['attacks each combat if able']),
      creature('Wall', 'A', 0, 4, ['defender']),
      creature('Theirs', 'D', 2, 2),
      creature('Walker', 'D', 0, 0, [], { types: ['Planeswalker'] }),
    ]);
    expect(attackOptions(view)).toEqual([
      { creature: 'Ready', restrictions: [], targets: ['D', 'Walker'], requirements: 1, cost: false },
      {
        creature: 'Wall',
        restrictions: [expect.objectContaining({ code: 'declare-attackers/defender', rules: ['508.1c', '702.3b'] })],
        targets: [],
        requirements: 0,
        cost: false,
      },
    ]);
  });
  it('blockOptions: which attackers each creature may block, with the evasion that stops it', () => {
    const view = twoPlayerView(
      [
        creature('Drake', 'A', 2, 2, ['flying']),
        creature('Bear', 'A', 2, 2),
        creature('Spider', 'D', 1, 4, ['reach']),
        creature('Elf', 'D', 1, 1),
      ],
      {
        attacks: [
          { attacker: 'Drake', target: 'D' },
          { attacker: 'Bear', target: 'D' },
        ],
      },
    );
    const [spider, elf] = blockOptions(view);
    expect(spider.attackers.map((a) => a.restrictions.length)).toEqual([0, 0]);
    expect(elf.attackers[0].restrictions[0]).toMatchObject({
      code: 'declare-blockers/flying',
      rules: ['509.1b', '702.9b'],
    });
    expect(elf).toMatchObject({ creature: 'Elf', capacity: 1, requirements: 0, restrictions: [] });
  });
});

describe('508.1d, 509.1c: requirements and costs in the per-creature options', () => {
  it('attackOptions: a cost to attack is shown (Propaganda), a creature without one has none', () => {
    const view = twoPlayerView([
      creature('Taxed', 'A', 2, 2, [], { costToAttack: true }),
      creature('Free', 'A', 2, 2, [], { costToAttack: false }),
    ]);
    expect(attackOptions(view).map((o) => [o.creature, o.cost])).toEqual([
      ['Taxed', true],
      ['Free', false],
    ]);
  });
  it('blockOptions: each "blocks each combat if able" counts, and a cost to block is shown', () => {
    const view = twoPlayerView(
      [
        creature('Bear', 'A', 2, 2),
        creature('Eager', 'D', 1, 1, ['blocks each combat if able', 'blocks each combat if able'], {
          costToBlock: true,
        }),
        creature('Plain', 'D', 1, 1, [], { costToBlock: false }),
      ],
      { attacks: [{ attacker: 'Bear', target: 'D' }] },
    );
    expect(blockOptions(view)).toEqual([
      {
        creature: 'Eager',
        restrictions: [],
        capacity: 1,
        attackers: [{ attacker: 'Bear', restrictions: [] }],
        requirements: 2,
        cost: true,
      },
      {
        creature: 'Plain',
        restrictions: [],
        capacity: 1,
        attackers: [{ attacker: 'Bear', restrictions: [] }],
        requirements: 0,
        cost: false,
      },
    ]);
  });
});
