// 615.9, 609.7b: shields that prevent damage from a source of a player's choice with certain
// properties ("a red source of your choice") recheck them whenever the source would deal damage:
// if they no longer match, the damage isn't prevented and the shield isn't used up.
import { describe, expect, it } from 'vitest';
import { checkSetup, eventText, namesIn } from '..';
import type { CardDef, EffectDef, SourceProperties } from '../core/cards';
import type { GameState } from '../core/state';
import { act, castAndResolve, creature, decision, game, refusal, twoPlayers } from '../game/test-kit';

const instant = (name: string, spell: EffectDef | EffectDef[], colors: CardDef['colors'] = ['W']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});

/** "Prevent all damage a [properties] source of your choice would deal this turn." */
const preventAllFrom = (properties?: SourceProperties, to?: 'you'): CardDef =>
  instant('Prevent all from a source', {
    type: 'prevent all damage from a source',
    source: 'a source of your choice',
    ...(properties ? { properties } : {}),
    ...(to ? { to } : {}),
  });
/** "The next time a [properties] source of your choice would deal damage this turn, prevent that damage." */
const nextTimeFrom = (properties: SourceProperties): CardDef =>
  instant('Next time from a source', { type: 'prevent the next time', source: 'a source of your choice', properties });
const paint = (color: 'U' | 'R'): CardDef =>
  instant(`Paint ${color}`, { type: 'set color', color, target: 'target creature', duration: 'end of turn' }, ['U']);
const unmake: CardDef = instant(
  'Unmake creature',
  { type: 'change types', target: 'target permanent', remove: ['Creature'], add: ['Artifact'] },
  ['U'],
);

/** A red creature with "{R}: [this] deals 2 damage to any target" (ability 0). */
const pyro = creature('Pyromancer', 1, 5, {
  colors: ['R'],
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'mana', mana: '{R}' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});

function board(shield: CardDef): GameState {
  return game(
    twoPlayers({
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: 20,
          hand: [
            { id: 'shield', card: shield },
            { id: 'blue', card: paint('U') },
            { id: 'red', card: paint('R') },
            { id: 'unmake', card: unmake },
          ],
          manaPool: { R: 5 },
        },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [
        { id: 'pyro', card: pyro, controller: 'A' },
        { id: 'elf', card: creature('Elf', 1, 1, { colors: ['G'] }), controller: 'B' },
        { id: 'bear', card: creature('Bear', 2, 20), controller: 'B' },
      ],
    }),
  );
}

/** The shield spell resolves; Alice chooses `source`. */
function shielded(shield: CardDef, source = 'pyro') {
  const s = castAndResolve(board(shield), 'shield').state;
  return { asked: decision(s), ...act(s, { type: 'choose-objects', player: 'A', objects: [source] }) };
}

const fire = (st: GameState, targets = ['bear']) => {
  let x = act(st, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets }).state;
  x = act(x, { type: 'pass-priority', player: 'A' }).state;
  return act(x, { type: 'pass-priority', player: 'B' });
};

describe('615.9: prevent all damage a source of your choice with a property would deal', () => {
  it('only a source with the property can be chosen (609.7a); all its damage this turn is prevented, the shield stays', () => {
    const r = shielded(preventAllFrom({ color: 'R' }));
    expect(r.asked).toMatchObject({ kind: 'choose-objects', purpose: 'source of damage' });
    expect(r.asked.candidates).toContain('pyro');
    expect(r.asked.candidates).not.toContain('elf'); // green
    expect(r.asked.candidates).not.toContain('bear'); // colourless
    expect(r.events.find((e) => e.type === 'source-shield')).toMatchObject({
      object: 'pyro',
      color: 'R',
      rules: expect.arrayContaining(['615.9', '609.7a']),
    });
    const first = fire(r.state);
    const second = fire(first.state);
    expect(second.state.objects.bear.damage).toBe(0);
    for (const x of [first, second])
      expect(x.events.find((e) => e.type === 'damage-prevented')).toMatchObject({
        source: 'pyro',
        amount: 2,
        rules: expect.arrayContaining(['615.9', '609.7b']),
      });
    expect(second.state.shields).toHaveLength(1); // never used up
  });

  it('a choice the property rules out is refused', () => {
    const s = castAndResolve(board(preventAllFrom({ color: 'R' })), 'shield').state;
    expect(refusal(s, { type: 'choose-objects', player: 'A', objects: ['elf'] }).code).toBe(
      'choose-objects/not-candidates',
    );
  });

  it('the property is rechecked as it would deal damage: no longer red, not prevented, and the shield stays', () => {
    const r = shielded(preventAllFrom({ color: 'R' }));
    const blue = castAndResolve(r.state, 'blue', ['pyro']).state;
    const hit = fire(blue);
    expect(hit.state.objects.bear.damage).toBe(2);
    expect(hit.events.some((e) => e.type === 'damage-prevented')).toBe(false);
    expect(hit.events.find((e) => e.type === 'shield-rechecked')).toMatchObject({
      source: 'pyro',
      target: 'bear',
      amount: 2,
      from: 'shield',
      color: 'R',
      rules: ['615.9', '609.7b'],
    });
    expect(hit.state.shields).toHaveLength(1);
    // Red again: the shield, still there, prevents its damage again.
    const red = castAndResolve(hit.state, 'red', ['pyro']).state;
    const again = fire(red);
    expect(again.state.objects.bear.damage).toBe(2);
    expect(again.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ source: 'pyro', amount: 2 });
  });

  it('a card type too: a creature source that stops being a creature', () => {
    const r = shielded(preventAllFrom({ type: 'Creature' }));
    expect(r.asked.candidates).toEqual(expect.arrayContaining(['pyro', 'elf', 'bear']));
    const unmade = castAndResolve(r.state, 'unmake', ['pyro']).state;
    const hit = fire(unmade);
    expect(hit.state.objects.bear.damage).toBe(2);
    expect(hit.events.find((e) => e.type === 'shield-rechecked')).toMatchObject({ cardType: 'Creature' });
    expect(hit.events.find((e) => e.type === 'shield-rechecked')).not.toHaveProperty('color');
  });

  it('without a property, the shield prevents all its damage whatever it becomes', () => {
    const r = shielded(preventAllFrom());
    expect(r.asked.candidates).toEqual(expect.arrayContaining(['pyro', 'elf', 'bear']));
    const hit = fire(castAndResolve(r.state, 'blue', ['pyro']).state);
    expect(hit.state.objects.bear.damage).toBe(0);
    expect(hit.events.some((e) => e.type === 'shield-rechecked')).toBe(false);
  });

  it('with a recipient, only damage to it is prevented', () => {
    const r = shielded(preventAllFrom({ color: 'R' }, 'you'));
    expect(fire(r.state).state.objects.bear.damage).toBe(2);
    const toAlice = fire(r.state, ['A']);
    expect(toAlice.state.players.find((p) => p.id === 'A')?.life).toBe(20);
  });

  it('"the next time a red source of your choice…" (609.7): not used up while the source is not red', () => {
    const r = shielded(nextTimeFrom({ color: 'R' }));
    expect(r.events.find((e) => e.type === 'next-time-shield')).toMatchObject({
      object: 'pyro',
      color: 'R',
      rules: expect.arrayContaining(['615.8', '615.9']),
    });
    const hit = fire(castAndResolve(r.state, 'blue', ['pyro']).state);
    expect(hit.state.objects.bear.damage).toBe(2);
    expect(hit.state.shields).toHaveLength(1); // not used up (609.7b)
    const red = castAndResolve(hit.state, 'red', ['pyro']).state;
    const prevented = fire(red);
    expect(prevented.state.objects.bear.damage).toBe(2);
    expect(prevented.state.shields).toEqual([]); // now used up
    expect(fire(prevented.state).state.objects.bear.damage).toBe(4);
  });

  it('the messages say the property in both languages', () => {
    const r = shielded(nextTimeFrom({ color: 'R', type: 'Creature' }));
    const names = namesIn(r.state);
    const made = r.events.find((e) => e.type === 'next-time-shield')!;
    expect(eventText(made, 'en', names)).toContain('if it is still a red creature then');
    expect(eventText(made, 'zh', names)).toContain('若届时它仍是红色生物');
    const hit = fire(castAndResolve(r.state, 'blue', ['pyro']).state);
    const rechecked = hit.events.find((e) => e.type === 'shield-rechecked')!;
    expect(eventText(rechecked, 'en', namesIn(hit.state))).toContain('is no longer red');
    expect(eventText(rechecked, 'zh', namesIn(hit.state))).toContain('已不再为红色');
  });

  it('the card vocabulary is checked, naming the field', () => {
    const check = (spell: unknown) =>
      checkSetup(
        twoPlayers({
          players: [
            { id: 'A', name: 'A', hand: [{ id: 'n', card: instant('Odd', spell as EffectDef) }] },
            { id: 'B', name: 'B' },
          ],
        }),
      );
    const base = { type: 'prevent all damage from a source', source: 'a source of your choice' };
    expect(check({ ...base, source: 'target creature', properties: { color: 'R' } })).toMatchObject({
      code: 'setup/invalid-card',
      field: 'players[0].hand[0].card.spell[0].properties',
    });
    expect(check({ ...base, properties: {} })).toMatchObject({ field: 'players[0].hand[0].card.spell[0].properties' });
    expect(check({ ...base, properties: { color: 'red' } })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].properties.color',
    });
    expect(check({ ...base, properties: { type: 3 } })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].properties.type',
    });
    expect(check({ ...base, properties: { power: 3 } })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].properties.power',
    });
    expect(check({ ...base, source: 'each creature' })).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].source',
    });
    expect(check({ ...base, properties: { color: 'R', type: 'Creature' } })).toBeNull();
  });
});
