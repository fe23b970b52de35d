// What the engine asks, in English: one saying per decision kind, naming who must decide.
import type { DecisionSayings } from '../catalogue';

const s = (n: number) => (n === 1 ? '' : 's');
const possessive = (name: string) => `${name}’s`;

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
  'choose-color': (d, say) =>
    `${say.name(d.player)} chooses a colour for ${say.name(d.source)}’s effect (“the colour of your choice”).`,
  'choose-attacked': (d, say) =>
    d.entered
      ? `${say.name(d.object)} enters the battlefield attacking: ${say.name(d.player)} chooses what it attacks.`
      : `${say.name(d.object)} is attacking: ${say.name(d.player)} chooses what it attacks.`,
};
