// Why a combat declaration or damage assignment is refused, in English (506–510, 702): the game's
// own checks and the findings of the pure combat checks (engine/combat), whose parameters carry
// creatures' names as content (the checks judge plain views, with no game state to look them up).
import type { MessageParam, MessageParams } from '../../core/messages';
import type { RefusalCode } from '../../core/refusal-codes';
import type { RefusalSayings } from '../catalogue';
import type { Say } from '../say';

type CombatRefusals = Extract<
  RefusalCode,
  | `declare-attackers/${string}`
  | `declare-blockers/${string}`
  | `assign-combat-damage/${string}`
  | `combat-damage/${string}`
>;

const num = (x: MessageParam | undefined) => Number(x ?? 0);
const s = (n: number) => (n === 1 ? '' : 's');
const possessive = (name: string) => `${name}’s`;
const pairs = (x: MessageParam | undefined) => (Array.isArray(x) ? (x as readonly MessageParam[][]) : []);

const cannotPay = (mode: string) => (p: MessageParams) =>
  `The total cost to ${mode}, ${p.cost}, can’t be paid; partial payments aren’t allowed.`;
const notAManaAbility = (p: MessageParams, say: Say) => `${say.name(p.source)} #${p.ability} isn’t a mana ability.`;

/** The optional costs whose words aren't their key: the others ("sacrifice another creature", "tap an
 *  untapped creature you control") are said as the key itself (the fallback below). */
const OPTIONAL_COST: Record<string, (p: MessageParams) => string> = {
  'pay life': (p) => `pay ${p.amount} life`,
};

const RECIPIENT: Record<string, string> = {
  'no trample': 'it is blocked and has no trample',
  unblocked: 'an unblocked creature assigns its damage to the player, planeswalker or battle it attacks',
  blocked: 'a blocked creature assigns its damage to the creatures blocking it',
  blocker: 'a blocking creature assigns its damage to the creatures it blocks',
};

export const EN_COMBAT_REFUSALS: Pick<RefusalSayings, CombatRefusals> = {
  'declare-attackers/malformed': () => 'attacks must be a list of {attacker, target} ids.',
  'declare-attackers/malformed-bands': () => 'bands must be a list of lists of attacker ids.',
  'declare-attackers/not-a-mana-ability': notAManaAbility,
  'declare-attackers/cannot-pay-cost': cannotPay('attack'),
  'declare-attackers/malformed-optional-costs': () => 'optionalCosts must be a list of {source, ability?, choice?}.',
  'declare-attackers/optional-cost-not-attacking': (p, say) =>
    `${say.name(p.object)} isn’t a chosen attacker: its optional cost to attack can’t be paid.`,
  'declare-attackers/not-an-optional-cost': (p, say) => `${say.name(p.object)} has no such optional cost to attack.`,
  'declare-attackers/optional-cost-twice': (p, say) =>
    `${possessive(say.name(p.object))} optional cost is chosen twice.`,
  'declare-attackers/cannot-pay-optional-cost': (p, say) => {
    const why =
      p.why === 'life'
        ? `${say.name(p.player)} has only ${p.life} life`
        : p.why === "can't lose life"
          ? `${say.name(p.player)} can’t lose life, so can’t pay life`
          : p.why === 'not another creature'
            ? `${say.name(p.choice)} isn’t another creature you control`
            : `${say.name(p.choice)} isn’t an untapped creature you control`;
    return `The optional cost of ${say.name(p.object)} (${OPTIONAL_COST[String(p.cost)]?.(p) ?? p.cost}) can’t be paid: ${why}; partial payments aren’t allowed.`;
  },
  'declare-attackers/optional-cost-needs-choice': (p, say) =>
    `Say which creature pays the optional cost of ${say.name(p.object)}.`,
  'declare-attackers/unknown-creature': (p, say) => `There is no permanent ${say.name(p.object)} on the battlefield.`,
  'declare-attackers/duplicate-attacker': (p, say) =>
    `${say.name(p.object)} is declared as an attacker more than once; it attacks exactly one player, planeswalker or battle.`,
  'declare-attackers/not-a-creature': (p, say) =>
    `${say.name(p.creature)} isn’t a creature; only a creature can attack.`,
  'declare-attackers/not-your-creature': (p, say) => `${say.name(p.creature)} isn’t controlled by the active player.`,
  'declare-attackers/battle': (p, say) => `${say.name(p.creature)} is also a battle and can’t attack.`,
  'declare-attackers/tapped': (p, say) => `${say.name(p.creature)} is tapped; attackers must be untapped.`,
  'declare-attackers/summoning-sick': (p, say) =>
    `${say.name(p.creature)} hasn’t been controlled continuously since the turn began and has no haste.`,
  'declare-attackers/defender': (p, say) => `${say.name(p.creature)} has defender and can’t attack.`,
  'declare-attackers/cant-attack': (p, say) => `${say.name(p.creature)} can’t attack.`,
  'declare-attackers/out-of-range': (p, say) =>
    `${say.name(p.creature)} can’t attack ${say.name(p.target)}, which is outside its controller’s range of influence.`,
  'declare-attackers/illegal-target': (p, say) =>
    p.ownBattle
      ? `${say.name(p.creature)} can’t attack ${say.name(p.target)}: the active player protects that battle.`
      : `${say.name(p.creature)} can’t attack ${say.name(p.target)}: only a defending player, a planeswalker they control or a battle they protect can be attacked.`,
  'declare-attackers/cant-attack-alone': (p, say) => `${say.name(p.creature)} can’t attack alone.`,
  'declare-attackers/can-only-attack-alone': (p, say) =>
    `${say.name(p.creature)} can only attack alone, but ${num(p.others)} other creature${s(num(p.others))} attack${num(p.others) === 1 ? 's' : ''} too.`,
  'declare-attackers/too-many-attackers': (p) =>
    `No more than ${num(p.max)} creature${s(num(p.max))} can attack each combat, but ${p.count} attack.`,
  'declare-attackers/requirement-not-obeyed': (p, say) =>
    p.reason
      ? `${say.name(p.creature)} attacks each combat if able, but it can’t attack: ${say.refusal(p.reason as never).replace(/\.$/, '')}.`
      : p.nothingAttackable
        ? `${say.name(p.creature)} attacks each combat if able, but nothing can be attacked.`
        : `${say.name(p.creature)} attacks each combat if able, and it isn’t attacking.`,
  'declare-attackers/requirement-not-maximised': (p, say) => {
    const example =
      Array.isArray(p.example) && p.example.length
        ? `attacking with ${say.list(p.example)}`
        : 'attacking with no creature';
    return `This declaration obeys ${num(p.obeyed)} requirement${s(num(p.obeyed))}, but ${p.maximum} can be obeyed without breaking any restriction (for example by ${example}).`;
  },
  'declare-attackers/band-too-small': () => 'A band is two or more attacking creatures banded together.',
  'declare-attackers/band-member-not-attacking': (p, say) =>
    `${say.name(p.creature)} is in a band but isn’t one of the chosen attackers.`,
  'declare-attackers/band-overlap': (p, say) => `${say.name(p.creature)} is in more than one band.`,
  'declare-attackers/band-needs-banding': (p) =>
    `A band is creatures with banding plus at most one creature without it; ${num(p.without) === num(p.size) ? 'none of them has banding' : `${p.without} of them don’t have banding`}.`,
  'declare-attackers/band-split': (p, say) =>
    `The creatures of a band must all attack the same player, planeswalker or battle; ${say.list(p.creatures as readonly MessageParam[])} don’t.`,
  'declare-blockers/malformed': () => 'blocks must be a list of {blocker, attacker} ids.',
  'declare-blockers/already-blocking': (p, say) => `${say.name(p.object)} is already blocking.`,
  'declare-blockers/not-a-mana-ability': notAManaAbility,
  'declare-blockers/cannot-pay-cost': cannotPay('block'),
  'declare-blockers/unknown-creature': (p, say) => `There is no permanent ${say.name(p.object)} on the battlefield.`,
  'declare-blockers/duplicate-block': (p, say) =>
    `${say.name(p.object)} is declared as blocking ${say.name(p.attacker)} twice.`,
  'declare-blockers/not-a-creature': (p, say) => `${say.name(p.creature)} isn’t a creature; only a creature can block.`,
  'declare-blockers/not-your-creature': (p, say) => `${say.name(p.creature)} isn’t controlled by the defending player.`,
  'declare-blockers/battle': (p, say) => `${say.name(p.creature)} is also a battle and can’t block.`,
  'declare-blockers/tapped': (p, say) => `${say.name(p.creature)} is tapped; blockers must be untapped.`,
  'declare-blockers/cant-block': (p, say) => `${say.name(p.creature)} can’t block.`,
  'declare-blockers/not-attacking-you': (p, say) =>
    `${say.name(p.creature)} can’t block ${say.name(p.attacker)}: it isn’t attacking the defending player, a planeswalker they control or a battle they protect.`,
  'declare-blockers/flying': (p, say) =>
    `${say.name(p.attacker)} has flying and can’t be blocked by ${say.name(p.creature)}, which has neither flying nor reach.`,
  'declare-blockers/shadow': (p, say) =>
    p.attackerHasShadow
      ? `${say.name(p.attacker)} has shadow and can be blocked only by creatures with shadow.`
      : `${say.name(p.creature)} has shadow and can block only creatures with shadow.`,
  'declare-blockers/protection': (p, say) => {
    const color = say.v.color[p.color as keyof typeof say.v.color];
    return `${say.name(p.attacker)} has protection from ${color} and can’t be blocked by ${color} creatures such as ${say.name(p.creature)}.`;
  },
  'declare-blockers/menace': (p, say) =>
    `${say.name(p.attacker)} has menace and can’t be blocked except by two or more creatures.`,
  'declare-blockers/too-many-blocks': (p, say) =>
    `${say.name(p.creature)} blocks ${p.count} attackers but can block only ${p.capacity}.`,
  'declare-blockers/too-many-blockers': (p) =>
    `No more than ${num(p.max)} creature${s(num(p.max))} can block each combat, but ${p.count} block.`,
  'declare-blockers/requirement-not-obeyed': (p, say) =>
    p.mustBeBlocked
      ? `${say.name(p.creature)} must be blocked if able, and no creature blocks it.`
      : p.canBlock
        ? `${say.name(p.creature)} blocks each combat if able, and it isn’t blocking.`
        : `${say.name(p.creature)} blocks each combat if able, but it can’t block any attacker.`,
  'declare-blockers/requirement-not-maximised': (p, say) => {
    const list = pairs(p.example).map(([b, a]) => `${say.name(b)} blocking ${say.name(a)}`);
    return `This declaration obeys ${num(p.obeyed)} requirement${s(num(p.obeyed))}, but ${p.maximum} can be obeyed without breaking any restriction (for example: ${list.length ? list.join(', ') : 'declaring no blockers'}).`;
  },
  'assign-combat-damage/malformed': () => 'assignments must be a list of {source, assignment: [{to, amount}]}.',
  'assign-combat-damage/banding': (p, say) =>
    `${possessive(say.name(p.object))} combat damage is assigned by the other player (banding).`,
  'combat-damage/not-assigning': (p, say) => `${say.name(p.creature)} doesn’t assign combat damage in this step.`,
  'combat-damage/duplicate-source': (p, say) => `${possessive(say.name(p.creature))} combat damage is assigned twice.`,
  'combat-damage/not-in-combat': (p, say) => `${say.name(p.creature)} isn’t an attacking or blocking creature.`,
  'combat-damage/invalid-amount': (p, say) =>
    `${say.name(p.creature)} assigns ${p.amount} to ${say.name(p.to)}: amounts are whole numbers, 0 or more.`,
  'combat-damage/duplicate-recipient': (p, say) =>
    `${possessive(say.name(p.creature))} assignment lists ${say.name(p.to)} twice.`,
  'combat-damage/illegal-recipient': (p, say) =>
    `${say.name(p.creature)} can’t assign combat damage to ${say.name(p.to)}: ${RECIPIENT[String(p.why)]}.`,
  'combat-damage/wrong-total': (p, say) =>
    num(p.expected) === 0
      ? `${say.name(p.creature)} assigns no combat damage (${p.why === 'power' ? 'its power is 0 or less' : 'there is nothing it can assign damage to'}), but ${p.total} is assigned.`
      : `${say.name(p.creature)} must assign exactly its power, ${p.expected}, in combat damage; ${p.total} is assigned.`,
  'combat-damage/lethal-damage-first': (p, say) =>
    `${say.name(p.creature)} can’t assign damage to ${say.name(p.to)} unless ${say.name(p.short)}, earlier in its damage assignment order, is assigned lethal damage.`,
  'combat-damage/trample-lethal-first': (p, say) =>
    `${say.name(p.creature)} has trample, but can’t assign damage to ${say.name(p.to)} until every creature blocking it is assigned lethal damage; ${say.name(p.short)} isn’t.`,
};
