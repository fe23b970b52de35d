// Why an action is refused, in English: the game's refusals outside combat declarations — any
// action, casting, activating, playing a land, and the answers to the engine's questions. Each
// names what is wrong; the rules broken travel beside it (RuleViolation.rules).
import type { MessageParam, MessageParams } from '../../core/messages';
import type { RefusalCode } from '../../core/refusal-codes';
import type { RefusalSayings } from '../catalogue';
import type { Say } from '../say';

type GameRefusals = Exclude<
  RefusalCode,
  | `declare-attackers/${string}`
  | `declare-blockers/${string}`
  | `assign-combat-damage/${string}`
  | `combat-damage/${string}`
>;

const num = (x: MessageParam | undefined) => Number(x ?? 0);
const s = (n: number) => (n === 1 ? '' : 's');
const possessive = (name: string) => `${name}’s`;
/** "1 card", "2 different cards": several named cards must differ. */
const cards = (n: number) => (n === 1 ? '1 card' : `${n} different cards`);

/** The answer each decision waits for, as a verb phrase ("to declare attackers"). */
export const DECISION_VERBS_EN: Record<string, string> = {
  priority: 'act with priority',
  'declare-attackers': 'declare attackers',
  'declare-blockers': 'declare blockers',
  'order-blockers': 'announce a damage assignment order among blockers',
  'order-attackers': 'announce a damage assignment order among attackers',
  'assign-combat-damage': 'assign combat damage',
  'order-triggers': 'order their triggered abilities',
  'discard-to-hand-size': 'discard to their maximum hand size',
  'choose-targets': 'choose targets',
  'choose-discard': 'choose what to discard',
  'choose-defending-player': 'choose the defending player',
  'reselect-attack': 'choose what an attacking creature attacks',
  'choose-attacked': 'choose what a creature attacks',
  'choose-replacement': 'choose which replacement effect applies first',
  'choose-color': 'choose a color',
  'choose-objects': 'choose objects for a replacement effect',
  'choose-to-pay': 'choose whether to pay',
};

/** "May be cast (activated) only …" (506.7, 503.2), by the restriction's key. */
export const TIMING_EN: Record<string, string> = {
  'after upkeep': 'only after the upkeep step',
  'before main phase ends': 'only before the precombat main phase ends (this turn has no combat)',
  'before attackers are declared': 'only before attackers are declared',
  'before declare attackers step ends': 'only before the declare attackers step ends (no blockers step this combat)',
  'before blockers are declared': 'only before blockers are declared',
  'during combat': 'only during combat',
  'during combat before blockers are declared': 'only during combat before blockers are declared',
  'during combat after blockers are declared': 'only during combat after blockers are declared',
};

const illegalTarget = (p: MessageParams, say: Say) =>
  `${say.name(p.target)} isn’t a legal choice for “${say.v.target[p.spec as keyof typeof say.v.target] ?? p.spec}”${p.outOfRange ? ' (out of your range of influence)' : ''}.`;

const wrongNumber = (p: MessageParams) => `Choose exactly ${num(p.count)} target${s(num(p.count))}.`;

export const EN_GAME_REFUSALS: Pick<RefusalSayings, GameRefusals> = {
  'action/malformed': (p) =>
    p.field ? `The action’s field “${p.field}” has the wrong shape.` : 'An action needs a type and a player.',
  'action/unknown-player': (p) => `There is no player ${p.player}.`,
  'action/game-over': () => 'The game is over.',
  'action/left-game': (p, say) => `${say.name(p.player)} has left the game.`,
  'action/not-awaited': (p, say) =>
    `Waiting for ${say.name(p.player)} to ${DECISION_VERBS_EN[String(p.kind)] ?? p.kind}.`,
  'action/no-priority': (p, say) => (p.player ? `${say.name(p.player)} has priority.` : 'No player has priority now.'),
  'engine/internal-error': (p) => `Internal engine error, not a ruling: “${p.detail}”`,
  'cast-spell/not-in-hand': (p, say) => `${say.name(p.object)} isn’t a card in your hand.`,
  'cast-spell/land': () => 'A land is played, never cast as a spell (305.9).',
  'cast-spell/timing': (p, say) =>
    `${say.name(p.object)} can be cast only in your main phase while the stack is empty.`,
  'cast-spell/timing-restriction': (p, say) => `${say.name(p.object)} may be cast ${TIMING_EN[String(p.when)]}.`,
  'cast-spell/wrong-number-of-targets': wrongNumber,
  'cast-spell/illegal-target': illegalTarget,
  'cast-spell/nothing-to-enchant': (p, say) =>
    p.spec
      ? `${say.name(p.object)} has no legal target: an Aura spell targets what its enchant ability allows (“${say.v.target[p.spec as keyof typeof say.v.target] ?? p.spec}”), and there is none.`
      : `${say.name(p.object)} has no enchant ability to define its target, and an Aura spell requires one.`,
  'cast-spell/cannot-pay': (p) =>
    `Not enough mana in the pool to pay ${p.cost} (activate mana abilities first, 605.3a).`,
  'activate-ability/no-source': (p, say) => `${say.name(p.object)} isn’t a permanent on the battlefield.`,
  'activate-ability/not-controller': (p, say) =>
    `Only ${possessive(say.name(p.object))} controller can activate its abilities.`,
  'activate-ability/not-activated': (p, say) =>
    `${possessive(say.name(p.object))} ability #${p.index} is a ${p.kind} ability: only activated abilities can be activated.`,
  'activate-ability/no-such-ability': (p, say) => `${say.name(p.object)} has no activated ability #${p.index}.`,
  'activate-ability/timing-restriction': (p) => `This ability may be activated ${TIMING_EN[String(p.when)]}.`,
  'activate-ability/already-tapped': (p, say) => `${say.name(p.object)} is already tapped.`,
  'activate-ability/summoning-sick': (p, say) =>
    `${say.name(p.object)} hasn’t been under your control since your most recent turn began; it can’t pay {T}.`,
  'activate-ability/choose-discards': (p) =>
    `Name exactly ${num(p.count)} card${s(num(p.count))} from your hand to discard as the cost (discards).`,
  'activate-ability/wrong-number-of-targets': wrongNumber,
  'activate-ability/illegal-target': illegalTarget,
  'activate-ability/cannot-pay': (p) =>
    `Not enough mana in the pool to pay ${p.cost} (activate mana abilities first, 605.3a).`,
  'play-land/not-in-hand': (p, say) => `${say.name(p.object)} isn’t a card in your hand.`,
  'play-land/not-top-of-library': (p, say) =>
    `${say.name(p.object)} isn’t the top card of your library: ${possessive(say.name(p.source))} effect lets you play lands only from the top.`,
  'play-land/not-a-land': (p, say) => `${say.name(p.object)} isn’t a land.`,
  'play-land/timing': () => 'A land can be played only in your main phase while the stack is empty.',
  'play-land/one-per-turn': () => 'You’ve already played a land this turn.',
  'order-blockers/other-attacker': (p, say) =>
    `Announce the damage assignment order of the creatures blocking ${say.name(p.object)}.`,
  'order-blockers/not-its-blockers': (p, say) =>
    `The order must list each creature blocking ${say.name(p.object)} exactly once.`,
  'order-blockers/relative-order-changed': () =>
    'Only the new blocker is placed; the relative order among the other blocking creatures stays the same.',
  'order-attackers/other-blocker': (p, say) =>
    `Announce the damage assignment order of the creatures ${say.name(p.object)} blocks.`,
  'order-attackers/not-its-attackers': (p, say) =>
    `The order must list each creature ${say.name(p.object)} blocks exactly once.`,
  'order-attackers/relative-order-changed': () =>
    'Only the new attacker is placed; the relative order among the other attacking creatures stays the same.',
  'order-triggers/not-a-permutation': () => 'List each of your waiting triggered abilities exactly once.',
  'choose-targets/other-ability': (p, say) => `Choose targets for ${say.name(p.object)}.`,
  'choose-targets/wrong-number-of-targets': wrongNumber,
  'choose-targets/illegal-target': illegalTarget,
  'discard/wrong-cards': (p) => `Discard exactly ${cards(num(p.count))} from your hand.`,
  'discard/wrong-number': (p) => `Discard exactly ${cards(num(p.count))}.`,
  'discard/not-in-hand': (p, say) => `${say.name(p.object)} isn’t in your hand.`,
  'choose-defending-player/not-an-opponent': (p, say) => `${say.name(p.player)} isn’t one of your opponents.`,
  'choose-defending-player/not-awaited': () => 'No choice of a defending player is awaited from you.',
  'choose-defending-player/not-defending': (p, say) => `${say.name(p.player)} isn’t a defending player.`,
  'choose-attacked/not-awaited': (p, say) =>
    `What ${say.name(p.object)} attacks isn’t being asked: the question is about ${say.name(p.awaited)}.`,
  'choose-attacked/not-attackable': (p, say) =>
    `${say.name(p.object)} can attack only a defending player, a planeswalker they control or a battle they protect.`,
  'reselect-attack/not-awaited': (p, say) =>
    `What ${say.name(p.object)} attacks isn’t being reselected: the question is about ${say.name(p.awaited)}.`,
  'reselect-attack/not-attackable': (p, say) =>
    `${say.name(p.object)} can’t be made to attack ${say.name(p.target)}${p.outOfRange ? ': it is out of its controller’s range of influence' : ''}.`,
  'choose-replacement/not-an-option': (p) => `“${p.value}” isn’t one of the effects that apply to this event.`,
  'choose-color/not-a-color': (p) =>
    `“${p.value}” isn’t one of the colors to choose from: white, blue, black, red or green (105.1).`,
  'choose-objects/not-candidates': (p) =>
    num(p.min) === num(p.max)
      ? `Choose exactly ${num(p.min)} of the objects offered.`
      : `Choose from ${num(p.min)} to ${num(p.max)} different objects among those offered.`,
  'choose-objects/already-chosen': (p, say) =>
    `${say.name(p.object)} was already chosen to change zones by another replacement effect on how this permanent enters the battlefield: the same object can’t be chosen twice (614.13b).`,
  'choose-to-pay/not-a-choice': (p) => `“${p.value}” isn’t an answer: pay (true) or don’t (false).`,
  'choose-to-pay/not-enough-life': (p) =>
    `A player can pay ${num(p.amount)} life only with a life total of at least ${num(p.amount)} (it is ${num(p.life)}; 119.4).`,
};
