// The replacement effects of static abilities (614.1): which abilities make them, and the rules an
// event replacing another cites (614.6; 616.2 for an effect applying to the event that replaced one).
import { describe, expect, it } from 'vitest';
import type { AbilityDef, CardDef } from '../core/cards';
import type { ReplacementDef } from '../core/replacements';
import type { GameState } from '../core/state';
import { act, creature, game, twoPlayers } from '../game/test-kit';
import { abilities } from './abilities';

const exileInstead: ReplacementDef = { would: 'die', objects: { objects: 'a creature' }, instead: 'exile it' };

const enchantment = (name: string, ...abilities: AbilityDef[]): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities,
});
const exiler = enchantment('Exiler', { kind: 'static', rule: 'replacement', replacement: exileInstead });
/** A static ability of another kind (615.12) carrying a replacement's words it does not have. */
const stray = enchantment('Stray', {
  kind: 'static',
  rule: "damage can't be prevented",
  replacement: exileInstead,
});
/** A static ability of another kind (613.4c), without a replacement. */
const anthem = enchantment('Anthem', {
  kind: 'static',
  rule: 'continuous',
  affects: { objects: 'creatures you control' },
  changes: [{ layer: '7c', power: 1, toughness: 1 }],
});
const pinger = creature('Pinger', 1, 1, {
  abilities: [
    { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'deal damage', amount: 1, target: 'any target' } },
  ],
});
const shock: CardDef = {
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'any target' },
};

/** Bob, with priority in Alice's main phase, Shocks Alice's Bear (2/2) with `battlefield` around it. */
function shockTheBear(battlefield: NonNullable<Parameters<typeof twoPlayers>[0]>['battlefield'] = []) {
  let s: GameState = game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20 },
        { id: 'B', name: 'Bob', library: 20, hand: [{ id: 'shock', card: shock }] },
      ],
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'B',
      battlefield: [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }, ...battlefield],
    }),
  );
  s = act(s, { type: 'cast-spell', player: 'B', card: 'shock', targets: ['bear'] }).state;
  s = act(s, { type: 'pass-priority', player: 'B' }).state;
  return act(s, { type: 'pass-priority', player: 'A' });
}

describe('614.1: replacement effects of static abilities', () => {
  it('"If a creature would die, exile it instead": the destruction is replaced by a move to exile (614.6)', () => {
    const r = shockTheBear([{ id: 'exiler', card: exiler, controller: 'B' }]);
    expect(r.state.objects.bear.zone).toBe('exile');
    const i = r.events.findIndex((e) => e.type === 'replaced');
    // 704.5g: lethal damage destroys it; the move to the graveyard that would be is one to exile instead.
    expect(r.events.slice(i, i + 2)).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'exile instead',
        source: 'exiler',
        object: 'bear',
        to: 'exile',
      },
      { type: 'zone-change', rules: ['704.5g', '704.3', '614.6'], object: 'bear', from: 'battlefield', to: 'exile' },
    ]);
  });

  it('702.26b: a phased-out permanent’s ability makes no replacement effect — the Bear dies', () => {
    const r = shockTheBear([{ id: 'exiler', card: exiler, controller: 'B', phasedOut: true }]);
    expect(r.state.objects.bear.zone).toBe('graveyard');
    expect(r.events.some((e) => e.type === 'replaced')).toBe(false);
  });

  it('only a static ability of the replacement kind makes one: another carrying its words is refused as the game is set up', () => {
    expect(() => shockTheBear([{ id: 'stray', card: stray, controller: 'B' }])).toThrow(
      'battlefield[1].card.abilities[0].replacement',
    );
  });

  it('the replacement abilities of the objects given: neither a phased-out one’s, nor another kind’s', () => {
    const s = game(
      twoPlayers({
        battlefield: [
          { id: 'exiler', card: exiler, controller: 'A' },
          { id: 'phased', card: exiler, controller: 'B', phasedOut: true },
          { id: 'pinger', card: pinger, controller: 'B' },
          { id: 'anthem', card: anthem, controller: 'B' },
        ],
      }),
    );
    const found = [...abilities(s, ['pinger', 'anthem', 'phased', 'exiler'])].map(([o, key, def]) => [o.id, key, def]);
    expect(found).toEqual([['exiler', 0, exileInstead]]);
  });
});
