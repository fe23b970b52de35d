// 509.1 in the flow, compared whole: what the defending player is asked, what a declaration that
// isn't one gets, and the event a declaration makes (with the rules that applied to it).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import { apply } from '../game/apply';
import { act, creature, decision, game, passUntil, twoPlayers } from '../game/test-kit';

/** A attacks B with a 2/2; B has an untapped 1/1, a tapped 3/3 and an untapped 0/4 Wall. */
function blockersStep(): GameState {
  let s = game(
    twoPlayers({
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
        { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
        { id: 'ogre', card: creature('Ogre', 3, 3), controller: 'B', tapped: true },
        { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['defender'] }), controller: 'B' },
      ],
    }),
  );
  s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'B' }] }).state;
  return passUntil(s, () => false).state;
}

describe('509.1: declaring blockers', () => {
  it('the defending player is asked, offered the creatures able to block and the attackers they can block', () => {
    expect(decision(blockersStep())).toEqual({
      player: 'B',
      kind: 'declare-blockers',
      rules: ['509.1'],
      candidates: ['elf', 'wall'],
      targets: ['bear'],
    });
  });
  it('a declaration that is not a list of {blocker, attacker} ids is refused (509.1), and nothing changes', () => {
    const s = blockersStep();
    const before = JSON.stringify(s);
    const tryBlocks = (blocks: unknown) =>
      apply(s, { type: 'declare-blockers', player: 'B', blocks } as unknown as Action);
    expect(tryBlocks('nonsense')).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
    for (const blocks of [[null], [1], [{ blocker: 'elf' }], [{ blocker: 1, attacker: 'bear' }]])
      expect(tryBlocks(blocks)).toEqual({
        ok: false,
        error: { code: 'declare-blockers/malformed', rules: ['509.1'], params: {} },
      });
    expect(JSON.stringify(s)).toBe(before);
    expect(decision(s)).toMatchObject({ kind: 'declare-blockers', player: 'B' });
  });
  it('the declaration is an event naming the blockers and the rules that applied (509.1a, 509.1g)', () => {
    const r = act(blockersStep(), {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'elf', attacker: 'bear' },
        { blocker: 'wall', attacker: 'bear' },
      ],
    });
    expect(r.events.find((e) => e.type === 'blockers-declared')).toEqual({
      type: 'blockers-declared',
      rules: ['509.1', '509.1a', '509.1g'],
      player: 'B',
      objects: ['elf', 'wall'],
      obeyed: 0,
      maximum: 0,
      forced: false,
    });
    const none = act(blockersStep(), { type: 'declare-blockers', player: 'B', blocks: [] });
    expect(none.events.find((e) => e.type === 'blockers-declared')).toMatchObject({
      rules: ['509.1', '509.1g'],
      objects: [],
    });
  });
  it('only defending players declare blockers (509.1): the active player declares none, even with creatures able to block', () => {
    let s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      turn: 4,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'a1', card: creature('A1', 2, 2), controller: 'A' },
        { id: 'a2', card: creature('A2', 2, 2), controller: 'A' },
      ],
    });
    s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'a1', target: 'B' }] }).state;
    const r = passUntil(s, (x) => x.turn.step === 'combat damage');
    // B and C are the defending players (506.2); neither has a creature, so each declares none.
    expect(r.events.filter((e) => e.type === 'blockers-declared').map((e) => e.player)).toEqual(['B', 'C']);
  });
});
