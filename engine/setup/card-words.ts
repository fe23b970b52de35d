// The words a card may use (core/cards.ts): keywords, triggers, effects, target words…, which the
// validation (card-check.ts) accepts.
// Stryker disable BooleanLiteral: words() reads the keys only.
import type {
  AffectedRule,
  CantEvent,
  EffectDef,
  EnchantWord,
  Quantity,
  TargetSpec,
  TriggerEvent,
  WordKeyword,
} from '../core/cards';

/**
 * A list of words as a record keyed by the union of them: the compiler checks that the list names
 * every word of the union and nothing else, so the validation accepts exactly the words the engine
 * reads — a word added to core/cards.ts is a type error here until it is accepted.
 */
export function words<W extends string>(all: Record<W, true>): ReadonlySet<string> {
  return new Set(Object.keys(all));
}

export const WORD_KEYWORDS = words<WordKeyword>({
  flying: true,
  reach: true,
  'first strike': true,
  'double strike': true,
  deathtouch: true,
  trample: true,
  haste: true,
  vigilance: true,
  menace: true,
  defender: true,
  indestructible: true,
  shadow: true,
  lifelink: true,
  phasing: true,
  'attacks each combat if able': true,
  "can't attack alone": true,
  'can only attack alone': true,
  'blocks each combat if able': true,
  'must be blocked if able': true,
  "can't block": true,
  "can't attack": true,
  'can block an additional creature': true,
  "doesn't untap during your untap step": true,
  banding: true,
});

export const TRIGGERS = words<TriggerEvent>({
  'beginning of step': true,
  attacks: true,
  blocks: true,
  'becomes blocked': true,
  'becomes blocked by a creature': true,
  "attacks and isn't blocked": true,
  'deals combat damage': true,
  'deals combat damage to a player': true,
  'end of combat': true,
  discard: true,
  'discards one or more cards': true,
  'becomes untapped': true,
  'you attack': true,
  'you attack a player': true,
  'blocks a creature': true,
  'is attacked': true,
  'you are attacked': true,
  chapter: true,
  'set in motion': true,
  visit: true,
  dies: true,
  'leaves the battlefield': true,
  'a player casts a spell': true,
  'damage is prevented': true,
});

export const EFFECTS = words<EffectDef['type']>({
  pump: true,
  'prevent damage': true,
  'deal damage': true,
  'gain life': true,
  'lose life': true,
  draw: true,
  discard: true,
  destroy: true,
  'extra turn': true,
  'additional combat phase': true,
  'additional step': true,
  skip: true,
  'add mana': true,
  'create token': true,
  'remove from combat': true,
  tap: true,
  untap: true,
  'set color': true,
  'gain keyword': true,
  block: true,
  'reselect attack': true,
  'is attacking': true,
  'change types': true,
  regenerate: true,
  'create a token copy': true,
  'return to the battlefield': true,
  'continuous effect': true,
  'put counters': true,
  'become a copy': true,
  attach: true,
  "damage can't be prevented": true,
  'prevent the next time': true,
  'prevent all damage from a source': true,
  'redirect damage': true,
  "can't": true,
});

export const TARGET_WORDS = words<TargetSpec>({
  'any target': true,
  'target creature': true,
  'target player': true,
  'target attacking creature': true,
  'target blocking creature': true,
  'target creature attacking you': true,
  'target permanent': true,
  'target land': true,
  'target creature you control': true,
  this: true,
  you: true,
  'each opponent': true,
  'defending player': true,
  'that creature': true,
  'that player': true,
  'each creature that had to attack': true,
  'each creature': true,
  'that spell': true,
});

/** The objects a continuous effect can describe (611.3a). */
export const AFFECTED_OBJECTS = words<AffectedRule['objects']>({
  this: true,
  creatures: true,
  'other creatures': true,
  'creatures you control': true,
  'other creatures you control': true,
  permanents: true,
  'enchanted creature': true,
  'enchanted permanent': true,
  'equipped creature': true,
  'cards in graveyards': true,
});

export const QUANTITIES = words<Exclude<Quantity, number>>({
  'cards in your hand': true,
  'creatures you control': true,
  'creature cards in your graveyard': true,
});

/** What a "can't" effect may say can't happen (614.17, 119.7, 119.8). */
export const CANT_EVENTS = words<CantEvent>({ 'gain life': true, 'lose life': true });

/** What an enchant ability may allow (702.5a). */
export const ENCHANT_WORDS = words<EnchantWord>({
  creature: true,
  'creature you control': true,
  land: true,
  permanent: true,
});
