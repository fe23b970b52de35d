// What the engine asks, in English: one saying per decision kind, naming who must decide.
import type { DecisionOf } from '../../core/decisions';
import type { ReplacementWord } from '../../core/replacements';
import type { DecisionSayings } from '../catalogue';

const s = (n: number) => (n === 1 ? '' : 's');
const possessive = (name: string) => `${name}’s`;

/** The effects a player may choose among (616.1), each by whose it is and what it does. */
export const REPLACEMENT_WORDS_EN: Record<ReplacementWord, string> = {
  protection: 'protection',
  'prevention shield': 'a prevention shield',
  'prevent the next time': 'prevents the next instance of its damage',
  'redirect damage': 'deals the damage to another instead',
  'prevent all from a source': 'prevents all damage from its source',
  'prevent some': 'prevents some of the damage',
  'prevent all': 'prevents the damage',
  'double damage': 'doubles the damage',
  'exile instead': 'exile it instead',
  'library instead': 'shuffle it into its owner’s library instead',
  'hand instead': 'put it into its owner’s hand instead',
  'enters tapped': 'enters tapped',
  'enters with counters': 'enters with counters',
  'enters as a copy': 'enters as a copy',
  'enters under your control': 'enters under this effect’s controller’s control instead',
  'choose a color': 'choose a color',
  'exile cards as it enters': 'exile cards from the graveyard as it enters',
  devour: 'devour (sacrifice creatures as it enters)',
  'pay life as it enters': 'pay life as it enters',
  'enters tapped unless life is paid': 'pay life as it enters, or it enters tapped',
  'exile from library instead of paying life': 'exile cards from the top of the library instead of paying life',
  'return instead of drawing': 'return a card from the graveyard instead of drawing',
  'skip the draw': 'no draw',
  'draw instead of gaining life': 'draw cards instead of gaining life',
  'gain twice that much': 'gain twice that much life',
  'twice that many tokens': 'twice that many tokens',
  regenerate: 'regenerate',
  'self-replacement': 'the spell’s or ability’s own replacement',
};

export const EVENT_EN: Record<DecisionOf<'choose-replacement'>['event'], string> = {
  damage: 'the damage that would be dealt to',
  destroy: 'the destruction of',
  sacrifice: 'the sacrifice of',
  move: 'the zone change of',
  draw: 'the card draw of',
  life: 'the life gain of',
  create: 'the tokens to be created by',
  other: 'the event affecting',
};

export const EN_DECISIONS: DecisionSayings = {
  priority: (d, say) =>
    `${say.name(d.player)} has priority: they may cast a spell, activate an ability, play a land, or pass.`,
  'declare-attackers': (d, say) =>
    `${say.name(d.player)} declares attackers: which creatures attack, and what each attacks.`,
  'declare-blockers': (d, say) =>
    `${say.name(d.player)} declares blockers: which creatures block, and which attacker each blocks.`,
  'order-blockers': (d, say) =>
    d.placing !== undefined
      ? `${say.name(d.player)} places ${say.name(d.placing)} in ${possessive(say.name(d.object))} damage assignment order.`
      : `${say.name(d.player)} announces ${possessive(say.name(d.object))} damage assignment order among the creatures blocking it.`,
  'order-attackers': (d, say) =>
    d.placing !== undefined
      ? `${say.name(d.player)} places ${say.name(d.placing)} in ${possessive(say.name(d.object))} damage assignment order.`
      : `${say.name(d.player)} announces ${possessive(say.name(d.object))} damage assignment order among the creatures it blocks.`,
  'assign-combat-damage': (d, say) =>
    `${say.name(d.player)} assigns the combat damage of ${say.list(d.sources.map((x) => x.source))}.`,
  'order-triggers': (d, say) =>
    `${say.name(d.player)} chooses the order in which their triggered abilities go on the stack (the first listed goes on first).`,
  'discard-to-hand-size': (d, say) =>
    `${say.name(d.player)} discards ${d.count} card${s(d.count)} down to their maximum hand size (${d.maxHandSize}).`,
  'choose-targets': (d, say) => `${say.name(d.player)} chooses targets for ${say.name(d.object)}.`,
  'choose-discard': (d, say) =>
    `${say.name(d.player)} chooses ${d.count} card${s(d.count)} to discard (${possessive(say.name(d.source))} ${d.object === d.source ? 'spell' : 'ability'}).`,
  'choose-defending-player': (d, say) =>
    d.object !== undefined
      ? `${say.name(d.player)} chooses the defending player ${say.name(d.object)} refers to.`
      : `${say.name(d.player)} chooses the defending player for this combat.`,
  'reselect-attack': (d, say) => `${say.name(d.player)} chooses what ${say.name(d.object)} attacks now.`,
  'choose-attacked': (d, say) =>
    d.entered
      ? `${say.name(d.object)} enters the battlefield attacking: ${say.name(d.player)} chooses what it attacks.`
      : `${say.name(d.object)} is attacking: ${say.name(d.player)} chooses what it attacks.`,
  'choose-replacement': (d, say) =>
    `${say.name(d.player)} chooses which effect applies first to ${EVENT_EN[d.event]} ${say.name(d.affected)}: ${d.options
      .map((o) =>
        o.source ? `${say.name(o.source)} (${REPLACEMENT_WORDS_EN[o.effect]})` : REPLACEMENT_WORDS_EN[o.effect],
      )
      .join('; ')}.`,
  // 614.12a: as a permanent enters; 608.2d: for a resolving spell or ability.
  'choose-color': (d, say) =>
    d.rules.includes('614.12a')
      ? `As ${say.name(d.object)} enters the battlefield, ${say.name(d.player)} chooses a color.`
      : `${say.name(d.player)} chooses a color for ${say.name(d.source)}’s effect (“the color of your choice”).`,
  'choose-objects': (d, say) =>
    d.purpose === 'source of damage'
      ? `${say.name(d.player)} chooses a source of damage for ${d.source ? `${possessive(say.name(d.source))} effect` : 'the effect'}: one of ${say.list(d.candidates)}.`
      : d.purpose === 'sacrifice as it enters'
        ? `As ${say.name(d.source ?? undefined)} enters the battlefield (devour ${d.devour}), ${say.name(d.player)} chooses any number of creatures to sacrifice${d.candidates.length > 0 ? `: ${say.list(d.candidates)}` : ' — none is left to choose'}${d.chosen?.length ? ` (${say.list(d.chosen)} ${d.chosen.length === 1 ? 'was' : 'were'} already chosen for another effect on how it enters)` : ''}.`
        : d.purpose === 'exile as it enters'
          ? `As ${say.name(d.source ?? undefined)} enters the battlefield, ${say.name(d.player)} chooses any number of ${say.list(d.candidates)} to exile.`
          : `${say.name(d.player)} chooses ${d.min === d.max ? d.min : `${d.min}–${d.max}`} of ${say.list(d.candidates)} to return to their hand${d.source ? ` (${possessive(say.name(d.source))} effect)` : ''}.`,
  'choose-to-pay': (d, say) =>
    `As ${say.name(d.object)} enters the battlefield, ${say.name(d.player)} may pay ${d.life} life; if they don’t, it enters tapped.`,
};
