// What an effect's words describe (614.1: "a creature", "a card", "a red source", "you"…) and
// whom an event affects — the player who chooses among the effects that would modify it (616.1).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Watched } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { act, creature, decision, game, mainPhase, named, twoPlayers } from '../game/test-kit';
import { affectedBy, affectedPlayer, describesObject, describesPlayer } from './watch';

const enchantment = (name: string, abilities: CardDef['abilities'] = []): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities,
});

const shock: CardDef = {
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'any target' },
};

/** Alice's enchantment `holder` (the ability's object: "you" is Alice), and objects its words may describe. */
function board(): GameState {
  return mainPhase([
    { id: 'holder', card: enchantment('Watcher'), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2, { colors: ['G'], subtypes: ['Bear'] }), controller: 'A' },
    { id: 'ogre', card: creature('Ogre', 3, 3, { colors: ['R'], subtypes: ['Ogre'] }), controller: 'B' },
    { id: 'relic', card: { name: 'Relic', types: ['Artifact'], colors: [] }, controller: 'A' },
    { id: 'soldier', card: creature('Soldier', 1, 1, { colors: ['W'] }), controller: 'A', token: true },
  ]);
}

describe('614.1: what an effect’s words describe', () => {
  const cases: { name: string; w: Watched; yes: string[] }[] = [
    {
      name: '"a creature": creatures, not an artifact',
      w: { objects: 'a creature' },
      yes: ['bear', 'ogre', 'soldier'],
    },
    {
      name: '"a creature you control": the holder’s controller’s creatures',
      w: { objects: 'a creature you control' },
      yes: ['bear', 'soldier'],
    },
    { name: '"a card": not a token (111.1)', w: { objects: 'a card' }, yes: ['holder', 'bear', 'ogre', 'relic'] },
    {
      name: '"a permanent": every permanent',
      w: { objects: 'a permanent' },
      yes: ['holder', 'bear', 'ogre', 'relic', 'soldier'],
    },
    { name: '"this": only the object with the ability', w: { objects: 'this' }, yes: ['holder'] },
    { name: '"you" describes a player, no object', w: { objects: 'you' }, yes: [] },
    { name: '"a player" describes players, no object', w: { objects: 'a player' }, yes: [] },
    { name: '"an artifact": a card type narrows it', w: { objects: 'a permanent', type: 'Artifact' }, yes: ['relic'] },
    { name: '"a Bear": a subtype narrows it', w: { objects: 'a creature', subtype: 'Bear' }, yes: ['bear'] },
    { name: '"a red source": a colour narrows it', w: { objects: 'a source', color: 'R' }, yes: ['ogre'] },
  ];
  it.each(named(cases))('%s', (_, c) => {
    const s = board();
    const ids = ['holder', 'bear', 'ogre', 'relic', 'soldier'];
    expect(ids.filter((id) => describesObject(s, c.w, s.objects.holder, s.objects[id]))).toEqual(c.yes);
  });

  it('"you" is the controller of the object with the ability; "a player" is any player', () => {
    const s = board();
    const holder = s.objects.holder;
    expect(['A', 'B'].filter((p) => describesPlayer({ objects: 'you' }, holder, p))).toEqual(['A']);
    expect(['A', 'B'].filter((p) => describesPlayer({ objects: 'a player' }, holder, p))).toEqual(['A', 'B']);
    expect(['A', 'B'].filter((p) => describesPlayer({ objects: 'a creature' }, holder, p))).toEqual([]);
  });
});

describe('614.1a: the words of a replacement effect in play', () => {
  const ward = (recipient: Watched): CardDef =>
    enchantment('Ward', [
      {
        kind: 'static',
        rule: 'replacement',
        replacement: { would: 'deal damage', recipient, instead: { prevent: 'all' } },
      },
    ]);
  const cast = (recipient: Watched, target: string) => {
    let s = game(
      twoPlayers({
        players: [
          { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'shock', card: shock }] },
          { id: 'B', name: 'Bob', library: 20 },
        ],
        turn: 3,
        activePlayer: 'A',
        phase: 'precombat main',
        step: 'main',
        priority: 'A',
        battlefield: [
          { id: 'ward', card: ward(recipient), controller: 'B' },
          { id: 'ogre', card: creature('Ogre', 3, 3), controller: 'B' },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'shock', targets: [target] }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    return act(s, { type: 'pass-priority', player: 'B' });
  };

  it('"damage that would be dealt to you": prevented to Bob, not to a creature he controls', () => {
    const toBob = cast({ objects: 'you' }, 'B');
    expect(toBob.state.players.find((p) => p.id === 'B')!.life).toBe(20);
    const toOgre = cast({ objects: 'you' }, 'ogre');
    expect(toOgre.state.objects.ogre.damage).toBe(2);
    expect(toOgre.events.some((e) => e.type === 'damage-prevented')).toBe(false);
  });
});

describe('616.1: the affected player', () => {
  /** Bob's creature `stolen` under Alice's control, Bob's graveyard card `card`. */
  const stolen = () =>
    game(
      twoPlayers({
        players: [
          { id: 'A', name: 'Alice', library: 20 },
          { id: 'B', name: 'Bob', library: 20, graveyard: [{ id: 'card', card: creature('Elk', 2, 2) }] },
        ],
        turn: 3,
        activePlayer: 'A',
        phase: 'precombat main',
        step: 'main',
        priority: 'A',
        battlefield: [{ id: 'stolen', card: creature('Bear', 2, 2), controller: 'A', owner: 'B' }],
      }),
    );

  it('a permanent’s controller, a card’s owner, a player themself', () => {
    const s = stolen();
    expect([affectedPlayer(s, 'stolen'), affectedPlayer(s, 'card'), affectedPlayer(s, 'B')]).toEqual(['A', 'B', 'B']);
  });

  it('the controller of a dying permanent chooses which "instead" applies (616.1, 616.1e)', () => {
    const instead = (name: string, where: 'exile it' | "put it into its owner's hand"): CardDef =>
      enchantment(name, [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'die', objects: { objects: 'a creature' }, instead: where },
        },
      ]);
    // Bob's Shock deals lethal damage; the state-based action of 704.5g would destroy the Bear (it would die, 700.4).
    let s = game(
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
        battlefield: [
          { id: 'exiler', card: instead('Exiler', 'exile it'), controller: 'B' },
          { id: 'returner', card: instead('Returner', "put it into its owner's hand"), controller: 'B' },
          { id: 'stolen', card: creature('Bear', 2, 2), controller: 'A', owner: 'B' },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'B', card: 'shock', targets: ['stolen'] }).state;
    s = act(s, { type: 'pass-priority', player: 'B' }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    expect(decision(s)).toEqual({
      kind: 'choose-replacement',
      player: 'A',
      rules: ['616.1', '616.1e'],
      options: [
        { key: 'exiler:0', source: 'exiler', effect: 'exile instead' },
        { key: 'returner:0', source: 'returner', effect: 'hand instead' },
      ],
      event: 'destroy',
      affected: 'stolen',
    });
  });
});

describe('616.1: the object or player an event affects', () => {
  const item = { source: { id: 'ogre', controller: 'B', colors: [], deathtouch: false, lifelink: false }, amount: 2 };
  const cases: { name: string; ev: RulesEvent; affects: string | null }[] = [
    {
      name: 'damage: its recipient',
      ev: { type: 'damage', rules: ['120.3'], items: [{ ...item, target: 'bear' }], combat: false },
      affects: 'bear',
    },
    {
      name: 'damage dealing nothing: none',
      ev: { type: 'damage', rules: ['120.3'], items: [], combat: false },
      affects: null,
    },
    {
      name: 'a zone change: the object',
      ev: { type: 'move', rules: ['704.5g'], object: 'bear', to: 'graveyard' },
      affects: 'bear',
    },
    { name: 'destruction: the object', ev: { type: 'destroy', rules: ['701.8'], object: 'bear' }, affects: 'bear' },
    { name: 'a sacrifice: the object', ev: { type: 'sacrifice', rules: ['701.21'], object: 'bear' }, affects: 'bear' },
    {
      name: 'regeneration: the object',
      ev: { type: 'regenerate', rules: ['701.15'], object: 'bear', source: null },
      affects: 'bear',
    },
    { name: 'a draw: the player', ev: { type: 'draw', rules: ['121.1'], player: 'B' }, affects: 'B' },
    {
      name: 'life gained or lost: the player',
      ev: { type: 'life', rules: ['119.3'], player: 'B', amount: 3, cause: 'effect' },
      affects: 'B',
    },
    {
      name: 'tokens created: the player under whose control',
      ev: { type: 'create', rules: ['111.2'], player: 'B', count: 1, source: 'ogre' },
      affects: 'B',
    },
    {
      name: 'tapping: none',
      ev: { type: 'tap', rules: ['701.26'], objects: ['bear'], cause: 'effect' },
      affects: null,
    },
  ];
  it.each(named(cases))('%s', (_, c) => {
    expect(affectedBy(c.ev)).toEqual(c.affects);
  });
});
