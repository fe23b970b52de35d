// Why a setup is refused, in English (checkSetup): the field is put before each saying.
import type { MessageParams } from '../../core/messages';
import type { CardProblem, ShapeExpected } from '../../core/setup';
import { PHASES } from '../../core/vocabulary';
import type { SetupErrorSayings } from '../catalogue';

const EXPECTED: Record<ShapeExpected, string> = {
  list: 'expected a list',
  count: 'expected a whole number, 0 or more',
  boolean: 'expected true or false',
  string: 'expected a string',
  counts: 'expected an object of counts',
  object: 'expected an object',
  integer: 'expected a whole number',
  'library size': 'expected 0 to 10000 cards',
  'mana type': 'not a type of mana (W, U, B, R, G, C)',
};

/** "unknown step "upkeeep"", or "no step" when the field is missing (a value of undefined is no word to show). */
const found = (p: MessageParams, what: string) => (p.value === undefined ? `no ${what}` : `unknown ${what} ${p.value}`);

const CARD: Record<CardProblem, (p: MessageParams) => string> = {
  integer: () => 'expected a whole number',
  'target word': (p) => found(p, 'target word'),
  step: (p) => found(p, 'step'),
  'card types': () =>
    'expected card types as text: a list for types, add, remove, addSubtypes, removeSubtypes; one type for type, subtype, notType',
  keyword: (p) => found(p, 'keyword'),
  color: () => 'expected W, U, B, R or G',
  mana: () => 'expected W, U, B, R, G or C',
  'skip what': () => 'expected step, phase or turn',
  'skip name': (p) =>
    `${p.value ?? 'no name'}: a skipped step or phase is named (name: upkeep, name: combat); a skipped turn has no name (500.10)`,
  duration: () => 'expected end of turn, end of combat or permanent',
  effect: (p) => found(p, 'effect'),
  'card object': () => 'expected a card object',
  name: () => 'a card needs a name',
  colors: () => 'expected a list of W, U, B, R, G',
  'power and toughness': () => 'a creature needs power and toughness (208)',
  'attraction artifact': () => 'an Attraction is an artifact',
  'lit up only attraction': () => 'an Attraction, and only an Attraction, has lit-up numbers',
  'lit up numbers': () => 'expected different whole numbers among 1–6',
  ongoing: () => 'only a scheme can be ongoing',
  'mana cost': (p) => found(p, 'mana cost'),
  trigger: (p) => found(p, 'trigger'),
  'trigger step': () => 'a beginning-of-step trigger names its step (500.6)',
  'blocking count': (p) =>
    `unknown count ${p.value}: only a “blocks” or “becomes blocked” trigger counts creatures, a whole number of at least 1 (509.5e)`,
  'mana ability does more': () =>
    'an ability with no target that adds mana is a mana ability (605.1a); this engine resolves mana abilities that only add mana',
  costs: () => 'expected a list of costs',
  'ability kind': () => 'expected triggered, activated or static',
  'cost mana': () => 'a cost to attack or block names its mana, e.g. “{2}” (508.1h, 509.1d)',
  'affected objects': (p) =>
    `${found(p, 'objects')}: expected this, creatures, other creatures, creatures you control, other creatures you control, permanents, enchanted creature, enchanted permanent, equipped creature or cards in graveyards (611.3a)`,
  'layer changes': () => 'a continuous effect needs a list of changes, each in its layer (613.1)',
  'change of nothing': () =>
    'this change does nothing in its layer: name the card types or subtypes added or removed (layer 4), the abilities gained, granted or lost (layer 6), or the base power or toughness set (layer 7b) (613.1d, 613.1f, 613.4b)',
  'changes only continuous': () =>
    'only a static ability with a continuous effect (rule: continuous) has layer changes (611.3, 613.1)',
  'replacement only replacement': () =>
    'only a static ability with a replacement or prevention effect (rule: replacement) has a replacement (614.1, 615.1)',
  layer: (p) => `${found(p, 'layer')}: expected one of ${p.allowed} (613.1, 613.4)`,
  'layer as text': (p) => `layer ${p.value} is written as text: '${p.value}' (quoted in YAML)`,
  control: () => 'a control-changing effect says “control: you” (613.1b)',
  quantity: (p) =>
    `${found(p, 'number')}: expected a whole number, cards in your hand, creatures you control or creature cards in your graveyard (604.3, 613.4b)`,
  'counter kind': () => 'expected a kind of counter, e.g. “+1/+1” (122.1)',
  abilities: () => 'expected a list of abilities (613.1f)',
  replacement: () => 'a replacement effect: {would, …} (614.1, 615.1)',
  'replacement event': (p) =>
    `unknown event ${p.value}: expected enter the battlefield, die, be put into a graveyard, deal damage, draw a card, gain life, create tokens or pay life`,
  'replacement field': (p) => `unknown field ${p.value} for this replacement effect`,
  watched: () => 'expected {objects, type?, subtype?, color?}',
  'watched objects': (p) =>
    `unknown objects ${p.value}: expected this, a permanent, a creature, a creature you control, a creature an opponent controls, a card or a source`,
  'watched players': (p) => `unknown players ${p.value}: expected you or a player`,
  counters: () => 'expected counters by kind, each a whole number 1 or more, e.g. {+1/+1: 2}',
  'choose color': () => 'expected “protection from the chosen color” (614.12a, the linked ability)',
  'enters how': () =>
    'say how it enters: underYourControl, tapped, counters, asCopyOfThis, chooseColor, exileFromYourGraveyard, devour or mayPayLifeElseTapped (614.1c–d)',
  'under your control': (p) =>
    `objects ${p.value}: “enters under your control instead” takes what an opponent would control — expected a creature an opponent controls (616.1b, 614.1d)`,
  'exile from graveyard': () => 'expected “any number of creature cards” (614.13)',
  amount: () => 'expected a whole number 1 or more',
  instead: (p) => `${found(p, 'instead')} for this event: expected ${p.allowed}`,
  'damage source': (p) =>
    `${found(p, 'source')}: expected target creature, target permanent, target attacking creature, target blocking creature, target creature attacking you, target creature you control, this, that creature or a source of your choice (615.8, 609.7a)`,
  'life amount': (p) =>
    `unknown amount ${p.value}: expected a whole number or “that much” (the amount the trigger counted, 615.13)`,
  'prevented damage to': (p) =>
    `unknown ${p.value}: only a “damage is prevented” trigger says whose damage, this or you (615.13)`,
  'properties of a chosen source': () =>
    'only “a source of your choice” is described by properties (“a red source of your choice”, 615.9)',
  'source properties': () => 'expected {color?, type?} with at least one, e.g. {color: R} (615.9)',
  'card type': () => 'expected a card type, e.g. Creature',
  'cant event': (p) => `unknown ${p.value}: expected gain life or lose life (614.17, 119.7, 119.8)`,
  'cant players': (p) => `unknown players ${p.value}: expected you, your opponents or players (614.17)`,
  'redirect amount': (p) =>
    `unknown amount ${p.value}: expected a whole number 1 or more (“the next N damage”) or all (“all damage”) (614.9)`,
  'prevent amount': () => 'expected a whole number 1 or more, or all (615.10)',
  'self-replacement': () => 'a self-replacement effect: {if?, exile?, amount?} (614.15)',
  condition: () => 'expected {type?, subtype?, color?}',
  'self-replacement destroy': () => 'on destroy, a self-replacement effect exiles instead: exile: true (614.15)',
  'self-replacement damage': () =>
    'on deal damage, a self-replacement effect states the damage instead: amount (614.15)',
  'self-replacement where': () => 'a self-replacement effect replaces destroy or deal damage (614.15)',
  boolean: () => 'expected true or false',
  'return what': () =>
    'expected “all creature cards from your graveyard” or “all creature cards with power 2 or less from your graveyard”',
  'optional cost': () =>
    'an optional cost to attack: pay life (amount), sacrifice another creature, or tap an untapped creature you control (508.1g)',
  enchant: (p) =>
    `${p.value === undefined ? 'no enchant word given' : `unknown enchant ${p.value}`}: expected creature, creature you control, land or permanent (“Enchant creature”, 702.5a)`,
};

/** "no player "Z"", or "no player given" when the field is missing. */
const noPlayer = (p: MessageParams) => (p.value === undefined ? 'no player given' : `no player ${p.value}`);

export const EN_SETUP_ERRORS: SetupErrorSayings = {
  'setup/not-an-object': () => 'expected an object',
  'setup/malformed': (p) => `${p.detail}`,
  'setup/engine-error': (p) => `the game couldn’t start from this setup: ${p.detail}`,
  'setup/malformed-field': (p) => EXPECTED[p.expected as ShapeExpected],
  'setup/invalid-card': (p) => CARD[p.problem as CardProblem](p),
  'setup/unknown-profile': (p) => `unknown profile ${p.value}: expected classic or foundations`,
  'setup/too-few-players': () => 'a game needs at least two players (103.1)',
  'setup/player-id': () => 'a player needs an id, a non-empty string',
  'setup/player-name': () => 'a player needs a name, a string',
  'setup/object-id': () => 'an id must be a non-empty string',
  'setup/duplicate-id': (p) => `id ${p.value} is used twice`,
  'setup/unknown-controller': noPlayer,
  'setup/unknown-owner': noPlayer,
  'setup/unknown-protector': noPlayer,
  'setup/protector-not-battle': () => 'only a battle has a protector (310.8)',
  'setup/unknown-active-player': noPlayer,
  'setup/unknown-priority-player': noPlayer,
  'setup/unknown-archenemy': (p) =>
    p.value === undefined ? 'a scheme deck is the archenemy’s: name the archenemy (variant.archenemy)' : noPlayer(p),
  'setup/no-scheme-deck': () => 'the archenemy needs a scheme deck (904.3)',
  'setup/not-a-scheme': () => 'a scheme deck holds only cards of type “Scheme” (701.25a)',
  'setup/scheme-outside-command-zone': () => 'a scheme stays in the command zone: put it in schemeDeck (314.2)',
  'setup/not-a-plane': () => 'a player’s planes are cards of type “Plane” (311.1)',
  'setup/plane-outside-command-zone': () => 'a plane stays in the command zone: put it in the player’s planes (311.2)',
  'setup/unknown-step': (p) => `unknown step ${p.value}`,
  'setup/step-not-in-phase': (p) =>
    (PHASES as readonly unknown[]).includes(p.phase)
      ? `step ${p.step} isn’t part of the ${p.phase} phase (500.1)`
      : `unknown phase ${JSON.stringify(p.phase)}: expected ${PHASES.join(', ')} (500.1)`,
  'setup/turn': () => 'the turn number is a positive whole number',
  'setup/stack-ability': () =>
    'an ability on the stack needs a source object and the index of one of its triggered or activated abilities (a static ability doesn’t go on the stack, 405.6b)',
  'setup/no-priority-in-step': () => 'no player receives priority during the untap step (502.4)',
  'setup/stack-without-priority': () => 'a setup with objects on the stack must say who has priority',
  'setup/combat-outside-combat': () => 'creatures can attack or block only during the combat phase (506.1, 511.3)',
  'setup/attacker-not-creature': () => 'only a creature can attack (506.3)',
  'setup/attacker-not-active-players': () =>
    'only the active player’s creatures attack (with shared team turns, the active team’s) (506.2, 805.10a)',
  'setup/bad-attack-target': (p) =>
    `${p.value} can’t be attacked by this creature: it attacks an opponent, a planeswalker an opponent controls or a battle an opponent protects (506.3, 508.1b)`,
  'setup/attackers-not-declared-yet': () =>
    'no creature is attacking before attackers are declared, as the declare attackers step begins; a setup in that step says it has begun by giving priority (508.1)',
  'setup/several-defending-players': () =>
    'with the variant’s attackOption “choose one opponent” the attackers attack one defending player (506.2a)',
  'setup/blockers-not-declared-yet': () =>
    'no creature is blocking before blockers are declared, as the declare blockers step begins; a setup in that step says it has begun by giving priority (509.1)',
  'setup/blocking-non-attacker': (p) => `${p.value} isn’t attacking (509.1a)`,
  'setup/blocking-other-players-attacker': (p) =>
    `${p.value} isn’t attacking this creature’s controller (with shared team turns, their team), a planeswalker they control or a battle they protect (509.1a, 805.10d)`,
  'setup/bad-damage-assignment-order': () =>
    'an attacking creature’s damage assignment order lists exactly the creatures blocking it (509.2)',
  'setup/bad-blocker-damage-assignment-order': () =>
    'a blocking creature’s damage assignment order lists exactly the creatures it blocks (509.3)',
  'setup/attack-option': () => 'expected “attack multiple players” or “choose one opponent”',
  'setup/range-of-influence': () => 'expected a whole number of seats, 1 or more (801.2)',
  'setup/range-of-influence-players': () =>
    'the limited range of influence option is for multiplayer games (800.1, 801.1)',
  'setup/shared-team-turns-players': () => 'shared team turns are for multiplayer games between teams (800.1, 805.1)',
  'setup/attack-option-shared-turns': () =>
    '“choose one opponent” doesn’t go with shared team turns: the nonactive team is the defending team (506.2b, 805.10a)',
  'setup/team-required': () => 'with shared team turns every player is on a team (805.1)',
  'setup/one-team': () => 'shared team turns need at least two teams (805.1)',
  'setup/team-not-adjacent': (p) => `the players of team ${p.team} don’t sit in adjacent seats (805.1)`,
  'setup/active-not-primary': (p) => `the active team’s turn is led by its primary player, ${p.player} (805.2)`,
  'setup/bad-attachment': (p) => `${p.value} isn’t another permanent on the battlefield to be attached to (701.3a)`,
};
