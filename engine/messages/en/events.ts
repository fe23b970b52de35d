// What happened, in English: one saying per event type (core/events.ts). Names come from the
// reader's Say; plurals are chosen here; the typographic apostrophe (’) throughout.
import type { EventOf } from '../../core/events';
import type { Color } from '../../core/vocabulary';
import type { EventSayings } from '../catalogue';
import { itemEn } from '../names';
import type { Say } from '../say';
import { changesEn } from './layer-changes';

const s = (n: number) => (n === 1 ? '' : 's');
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const possessive = (name: string) => `${name}’s`;

/** An ability's own text, quoted, when its card gives one. */
const quoted = (say: Say, r: { text?: { en: string; zh: string } }) => (r.text ? ` (“${say.text(r.text)}”)` : '');

const STAYS: Record<string, string> = {
  declared: 'it was already declared',
  tapped: 'tapping doesn’t remove it',
  'still a planeswalker being attacked': 'it is still a planeswalker being attacked',
  'still blocking': 'it is still a blocking creature',
  'still a planeswalker controlled by its protector': 'it is still a planeswalker, controlled by its protector',
  'still a battle being attacked': 'it is still a battle being attacked',
};

/** 800.4j: what doesn't happen in a step without an active player. */
const NO_ACTIVE_PLAYER_EN: Partial<Record<string, string>> = {
  draw: 'no one draws a card for the draw step',
  'beginning of combat': 'there is no attacking player and no defending player',
  'declare attackers': 'no one declares attackers',
  cleanup: 'no one discards to maximum hand size',
};

/** 609.7b, 615.9: the properties a source must have — "red", "a creature", "a red creature". */
function stillIs(e: { color?: Color; cardType?: string }, say: Say): string {
  const color = e.color ? say.v.color[e.color] : '';
  if (!e.cardType) return color;
  const type = say.v.cardType[e.cardType] ?? e.cardType;
  const words = color ? `${color} ${type}` : type;
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}
/** Whose effect it is: "Orb of Dreams’s effect" (a self-replacement: the spell's own words). */
const whose = (say: Say, source: string | null) => (source ? `${possessive(say.name(source))} effect` : 'An effect');

/** What a replacement effect did to an event (614.6), by what it does. */
function replacedEn(e: EventOf<'replaced'>, say: Say): string {
  const it = e.object !== undefined ? say.name(e.object) : e.player !== undefined ? say.name(e.player) : 'it';
  const by = whose(say, e.source);
  switch (e.effect) {
    case 'exile instead':
    case 'library instead':
    case 'hand instead':
      return `${by}: ${it} goes to ${e.to === 'library' ? 'its owner’s library, shuffled' : e.to === 'hand' ? 'its owner’s hand' : 'exile'} instead.`;
    case 'enters tapped':
      return `${by}: ${it} enters the battlefield tapped.`;
    case 'enters with counters':
      return `${by}: ${it} enters the battlefield with ${e.amount} ${say.v.counter(e.counter ?? '')}${e.amount === 1 ? '' : 's'}.`;
    case 'enters under your control':
      return `${by}: ${it} enters the battlefield under ${possessive(say.name(e.player))} control instead.`;
    case 'enters as a copy':
      return `${by}: ${it} enters the battlefield as a copy of ${say.name(e.source ?? undefined)}.`;
    case 'exile cards as it enters':
      return `As ${it} enters the battlefield, ${say.name(e.player)} exiles ${e.amount} creature card${s(e.amount ?? 0)} from their graveyard.`;
    case 'choose a color':
      return `As ${it} enters the battlefield, ${say.name(e.player)} chooses ${say.v.color[e.color ?? 'W']}.`;
    case 'devour': {
      const n = e.amount ?? 0;
      return `Devour ${e.devour}: as ${it} enters the battlefield, ${say.name(e.player)} sacrifices ${n} creature${s(n)} for it${n > 0 ? `; it enters with ${n * (e.devour ?? 0)} more +1/+1 counter${s(n * (e.devour ?? 0))}` : ''}.`;
    }
    case 'pay life as it enters':
      return `As ${it} enters the battlefield, ${say.name(e.player)} chooses to pay ${e.amount} life.`;
    case 'enters tapped unless life is paid':
      return `As ${it} enters the battlefield, ${say.name(e.player)} doesn’t pay ${e.amount} life: it enters tapped.`;
    case 'exile from library instead of paying life':
      return `${by}: instead of paying ${e.amount} life, ${say.name(e.player)} exiles the top ${e.amount} card${s(e.amount ?? 0)} of their library${e.rules.includes('614.13c') ? ', leaving out the card entering the battlefield from it' : ''}.`;
    case 'redirect damage':
      return `${by}: ${e.amount} damage that would be dealt to ${it} is dealt to ${say.name(e.target)} instead.`;
    case 'double damage':
      return `${by}: ${say.name(e.object)} deals double that damage to ${say.name(e.target)} instead (${e.amount}).`;
    case 'return instead of drawing':
      return e.object !== undefined
        ? `${by}: instead of drawing, ${say.name(e.player)} returns ${say.name(e.object)} from their graveyard to their hand.`
        : `${by}: instead of drawing, ${say.name(e.player)} would return a card from their graveyard, but there is none.`;
    case 'skip the draw':
      return `${by}: ${it} doesn’t draw.`;
    case 'draw instead of gaining life':
      return `${by}: instead of gaining ${e.amount} life, ${it} draws ${e.amount} card${s(e.amount ?? 0)}.`;
    case 'gain twice that much':
      return `${by}: ${it} gains twice that much life instead (${e.amount}).`;
    case 'twice that many tokens':
      return `${by}: twice that many tokens are created instead (${e.amount}).`;
    case 'regenerate':
      return `${it} regenerates: all damage is removed from it and it becomes tapped (and leaves combat, if it was in combat).`;
    case 'self-replacement':
      return e.to === 'exile'
        ? `${by}: ${it} is exiled instead.`
        : `${by}: it deals ${e.amount} damage to ${say.name(e.target)} instead.`;
    default:
      return `${by} applies.`;
  }
}

export const EN_EVENTS: EventSayings = {
  'turn-began': (e, say) =>
    `Turn ${e.turn} begins: ${say.name(e.player)}${e.extra ? ' takes an extra turn' : '’s turn'}.`,
  'turn-skipped': (e, say) => `${possessive(say.name(e.player))} turn is skipped.`,
  'phase-began': (e, say) => `The ${say.v.phase[e.phase]} begins.`,
  'phase-skipped': (e, say) => `The ${say.v.phase[e.phase]} is skipped.`,
  // A main phase has no steps (505.2): its beginning is said once, by phase-began.
  'step-began': (e, say) => (e.step === 'main' ? null : `The ${say.v.step[e.step]} begins.`),
  'step-ended': (e, say) => `The ${say.step(e.phase, e.step)} ends.`,
  'step-skipped': (e, say) => `The ${say.step(e.phase, e.step)} is skipped.`,
  'steps-skipped': () => 'No creatures attack: the declare blockers and combat damage steps are skipped.',
  'phases-added': () => 'After this phase there is an additional combat phase, followed by an additional main phase.',
  'step-added': (e, say) => `An additional ${say.v.step[e.step]} follows this step.`,
  'extra-turn-added': (e, say) => `${say.name(e.player)} will take an extra turn after this one.`,
  'skip-scheduled': (e, say) => {
    const what =
      e.what === 'turn'
        ? 'turn'
        : e.what === 'phase'
          ? e.name
            ? say.v.phase[e.name as keyof typeof say.v.phase]
            : 'phase'
          : e.name
            ? say.v.step[e.name as keyof typeof say.v.step]
            : 'step';
    return `${say.name(e.player)} will skip their next ${what}.`;
  },
  'another-cleanup': () => 'All players passed: another cleanup step begins.',
  'cleanup-priority': () => 'State-based actions or triggered abilities in the cleanup step: players receive priority.',
  'damage-removed': (e) =>
    `Damage wears off (${e.objects.length} permanent${s(e.objects.length)}), and ${e.amount} “until end of turn” effect${s(e.amount)} end${e.amount === 1 ? 's' : ''}.`,
  'effects-ended': (e, say) =>
    `${e.amount} “${say.v.duration[e.duration]}” effect${s(e.amount)} end${e.amount === 1 ? 's' : ''}.`,
  'mana-emptied': (e, say) =>
    `${possessive(say.name(e.player))} unused mana (${e.amount}) empties from their mana pool.`,
  'became-day': () => 'It becomes day.',
  'became-night': () => 'It becomes night.',
  'phased-in': (e, say) => `${say.list(e.objects)} phase${e.objects.length === 1 ? 's' : ''} in.`,
  'phased-out': (e, say) => `${say.list(e.objects)} phase${e.objects.length === 1 ? 's' : ''} out.`,
  untapped: (e, say) => {
    if (e.object !== undefined) return `${say.name(e.object)} untaps.`;
    const n = e.objects?.length ?? 0;
    return n === 0
      ? `${say.name(e.player)} has nothing to untap.`
      : `${say.name(e.player)} untaps ${say.list(e.objects)}.`;
  },
  'counter-added': (e, say) =>
    `${say.name(e.object)} gets ${e.amount === 1 ? 'a' : e.amount} ${say.v.counter(e.counter)}${s(e.amount)} (${e.total} in all).`,
  'priority-passed': (e, say) =>
    `${say.name(e.player)} passes priority${e.team !== null ? ` for team ${e.team}` : ''}.`,
  'priority-given': (e, say) => `${say.name(e.player)} receives priority.`,
  conceded: (e, say) => `${say.name(e.player)} concedes.`,
  'player-lost': (e, say) =>
    `${say.name(e.player)} ${e.reason === 'no life' ? 'has 0 or less life' : 'attempted to draw from an empty library'} and loses the game.`,
  'game-over': (e, say) =>
    e.objects.length
      ? `${say.list(e.objects)} win${e.objects.length === 1 ? 's' : ''} the game.`
      : 'The game is a draw.',
  'objects-left-game': (e, say) =>
    `${e.objects.length} object${s(e.objects.length)} leave${e.objects.length === 1 ? 's' : ''} the game with ${say.list(e.players)}.`,
  'turn-continues': (e, say) =>
    e.leader !== undefined
      ? `${say.name(e.player)} left the game during their team’s turn: the turn goes on, led by ${say.name(e.leader)}.`
      : `${say.name(e.player)} left the game during their turn: the turn goes on to its end without an active player.`,
  'casting-stopped': (e, say) =>
    e.ability
      ? `${say.name(e.player)} left the game in the middle of activating ${possessive(say.name(e.object))} ability: the ability ceases to exist.`
      : `${say.name(e.player)} left the game in the middle of casting ${say.name(e.object)}: the spell leaves the game with them.`,
  'no-active-player': (e) => `There is no active player: ${NO_ACTIVE_PLAYER_EN[e.step] ?? 'nothing happens'}.`,
  'zone-change': (e, say) => `${say.name(e.object)} moves from the ${say.v.zone[e.from]} to the ${say.v.zone[e.to]}.`,
  'card-drawn': (e, say) => `${say.name(e.player)} draws a card.`,
  'draw-from-empty-library': (e, say) => `${say.name(e.player)} can’t draw from an empty library.`,
  discarded: (e, say) => `${say.name(e.player)} discards ${say.name(e.object)}.`,
  destroyed: (e, say) => `${say.name(e.object)} is destroyed.`,
  'not-destroyed': (e, say) => `${say.name(e.object)} is indestructible and isn’t destroyed.`,
  sacrificed: (e, say) => `${say.name(e.object)} is sacrificed.`,
  'put-into-graveyard': (e, say) => `${say.name(e.object)} is put into its owner’s graveyard.`,
  'token-created': (e, say) => `${say.name(e.source)} creates a ${say.name(e.object)} token.`,
  'token-ceased': (e, say) => `The ${say.text(e.card)} token ceases to exist.`,
  'trigger-waits': (e, say) =>
    `${say.name(e.object)} entered during the end step: its “at the beginning of the end step” ability waits for the next end step.`,
  'damage-dealt': (e, say) => `${say.name(e.source)} deals ${e.amount} damage to ${say.name(e.target)}.`,
  'damage-prevented': (e, say) =>
    e.by === 'protection'
      ? `Protection prevents ${e.amount} damage from ${say.name(e.source)} to ${say.name(e.target)}.`
      : e.by === 'effect'
        ? `${e.amount} of the damage ${say.name(e.source)} would deal to ${say.name(e.target)} is prevented.`
        : `${e.amount} damage to ${say.name(e.target)} is prevented.`,
  replaced: (e, say) => replacedEn(e, say),
  'replacement-chosen': (e, say) =>
    e.asked
      ? `${say.name(e.player)} chooses to apply ${e.source ? `${possessive(say.name(e.source))} effect` : 'that effect'} first.`
      : `${e.source ? `${possessive(say.name(e.source))} effect` : 'That effect'} applies first (${e.rules.includes('616.1a') ? 'a self-replacement effect' : e.rules.includes('616.1c') ? 'it makes a copy' : e.rules.includes('616.1b') ? 'it decides control' : 'it turns a face'}).`,
  'regeneration-shield': (e, say) =>
    `The next time ${say.name(e.object)} would be destroyed this turn, it regenerates instead.`,
  'prevention-shield': (e, say) =>
    `The next ${e.amount} damage that would be dealt to ${say.name(e.object)} this turn will be prevented.`,
  'damage-not-prevented': (e, say) => {
    const what = `the ${e.amount} damage ${say.name(e.source)} would deal to ${say.name(e.target)}`;
    return e.by === 'protection'
      ? `Protection doesn’t prevent ${what}: damage can’t be prevented.`
      : e.by === 'shield'
        ? `A prevention shield doesn’t prevent ${what} and isn’t reduced: damage can’t be prevented.`
        : `${whose(say, e.from)} doesn’t prevent ${what}: damage can’t be prevented.`;
  },
  'next-time-shield': (e, say) =>
    `The next time ${say.name(e.object)} would deal damage${e.target !== undefined ? ` to ${say.name(e.target)}` : ''} this turn, that damage will be prevented${e.color || e.cardType ? ` if it is still ${stillIs(e, say)} then` : ''}.`,
  'source-shield': (e, say) =>
    `All damage ${say.name(e.object)} would deal${e.target !== undefined ? ` to ${say.name(e.target)}` : ''} this turn will be prevented${e.color || e.cardType ? `, as long as it is ${stillIs(e, say)}` : ''}.`,
  'shield-rechecked': (e, say) =>
    `${say.name(e.source)} is no longer ${stillIs(e, say)}: the shield of ${e.from ? `${possessive(say.name(e.from))} effect` : 'an effect'} doesn’t prevent the ${e.amount} damage it would deal to ${say.name(e.target)}, and isn’t used up.`,
  'shield-follows': (e, say) =>
    `${say.name(e.object)} resolves and becomes a permanent: the shield${e.from ? ` made by ${say.name(e.from)}` : ''} that watched the spell’s damage now watches the permanent’s.`,
  'redirection-shield': (e, say) =>
    `${e.amount === null ? 'All damage' : `The next ${e.amount} damage`} that would be dealt to ${say.name(e.object)} this turn will be dealt to ${say.name(e.target)} instead.`,
  'redirection-does-nothing': (e, say) =>
    `${whose(say, e.from)} doesn’t redirect the damage to ${say.name(e.object)}: ${say.name(e.which)} ${e.reason === 'left the game' ? 'has left the game' : e.reason === 'left the battlefield' ? 'is no longer on the battlefield' : 'is no longer a battle, creature or planeswalker'}.`,
  'cant-effect': (e, say) => `${say.list(e.objects)} can’t ${e.cant} this turn (${say.name(e.object)}).`,
  'cant-happen': (e, say) => {
    const what =
      e.cant === 'gain life'
        ? `the ${e.amount} life${e.cause === 'lifelink' ? ' from lifelink' : ''} isn’t gained`
        : e.cause === 'damage'
          ? `the ${e.amount} damage dealt to ${say.name(e.player)} causes no loss of life`
          : `the ${e.amount} life isn’t ${e.cause === 'payment' ? 'paid' : 'lost'}`;
    return `${say.name(e.player)} can’t ${e.cant}: ${what}${e.from ? ` (${say.name(e.from)})` : ''}.`;
  },
  'damage-unpreventable': (e, say) => `Damage can’t be prevented this turn (${say.name(e.object)}).`,
  'life-gained': (e, say) =>
    `${say.name(e.player)} gains ${e.amount} life${e.cause === 'lifelink' ? ' from lifelink' : ''} (now ${e.life}).`,
  'life-lost': (e, say) =>
    e.cause === 'payment'
      ? `${say.name(e.player)} pays ${e.amount} life (now ${e.life}).`
      : `${say.name(e.player)} loses ${e.amount} life (now ${e.life}).`,
  'spell-cast': (e, say) =>
    `${say.name(e.player)} casts ${say.name(e.object)}${e.objects.length ? ` targeting ${say.list(e.objects)}` : ''}.`,
  'land-played': (e, say) => `${say.name(e.player)} plays ${say.name(e.object)}.`,
  'ability-activated': (e, say) =>
    `${say.name(e.player)} activates ${possessive(say.name(e.source))} ability${e.objects.length ? ` targeting ${say.list(e.objects)}` : ''}.`,
  'mana-ability-activated': (e, say) =>
    `${say.name(e.player)} activates ${possessive(say.name(e.source))} mana ability.`,
  'mana-added': (e, say) => `${say.name(e.player)} adds ${say.v.mana[e.mana].repeat(e.amount)} to their mana pool.`,
  'attack-cost-paid': (e, say) => `${say.name(e.player)} pays ${e.cost} to attack.`,
  'block-cost-paid': (e, say) => `${say.name(e.player)} pays ${e.cost} to block.`,
  tapped: (e, say) => {
    const many = (e.objects?.length ?? 1) > 1;
    const who = e.object !== undefined ? say.name(e.object) : say.list(e.objects);
    const becomes = many ? 'become' : 'becomes';
    if (e.cause === 'attack') return `${who} ${becomes} tapped as ${many ? 'they attack' : 'it attacks'}.`;
    if (e.cause === 'cost') return `${who} ${many ? 'are' : 'is'} tapped to pay a cost.`;
    if (e.cause === 'attack cost') return `${who} ${becomes} tapped to pay a cost to attack.`;
    return `${who} ${becomes} tapped.`;
  },
  resolved: (e, say) => `${itemEn(e, say)} resolves.`,
  'did-not-resolve': (e, say) => `${itemEn(e, say)} doesn’t resolve: all its targets are illegal.`,
  'ability-triggered': (e, say) =>
    e.delayed
      ? `A delayed triggered ability of ${say.name(e.source)} triggers at end of combat.`
      : `${possessive(say.name(e.source))} ability triggers${quoted(say, e)}.`,
  'trigger-put-on-stack': (e, say) => `${itemEn(e, say)} goes on the stack${quoted(say, e)}.`,
  'trigger-removed': (e, say) => `${itemEn(e, say)} has no legal target and is removed from the stack.`,
  'targets-chosen': (e, say) => `Targets for ${itemEn(e, say)}: ${say.list(e.objects)}.`,
  'delayed-trigger-created': (e, say) => `${say.name(e.object)} will be destroyed at end of combat.`,
  'out-of-range': (e, say) =>
    `${say.list(e.objects)} ${e.objects.length === 1 ? 'is' : 'are'} outside the range of influence and not affected.`,
  pumped: (e, say) =>
    `${say.name(e.object)} gets ${signed(e.power)}/${signed(e.toughness)} ${say.v.duration[e.duration]}.`,
  'color-changed': (e, say) => `${say.name(e.object)} becomes ${say.v.color[e.color]}.`,
  'keyword-gained': (e, say) =>
    `${say.name(e.object)} gains ${typeof e.keyword === 'string' ? say.v.keyword[e.keyword] : say.v.protection.replace('{color}', say.v.color[e.keyword.protection])}.`,
  'types-changed': (e, say) => {
    const type = (t: string) => say.v.cardType[t] ?? t;
    const parts = [
      ...e.add.map((t) => `becomes ${/^[aeiou]/.test(type(t)) ? 'an' : 'a'} ${type(t)}`),
      ...e.remove.map((t) => `stops being ${/^[aeiou]/.test(type(t)) ? 'an' : 'a'} ${type(t)}`),
    ];
    return `${say.name(e.object)} ${parts.join(' and ')} ${say.v.duration[e.duration]}.`;
  },
  'control-changed': (e, say) => `${say.name(e.player)} controls ${say.name(e.object)} now.`,
  'defending-players': (e, say) =>
    e.chooser !== undefined
      ? `${say.name(e.chooser)} chooses ${say.name(e.player)} as the defending player.`
      : `Defending: ${say.list(e.objects)}.`,
  'attackers-declared': (e, say) =>
    `${say.name(e.player)} declares attackers: ${say.list(e.objects)}${requirements(e)}.`,
  'blockers-declared': (e, say) => `${say.name(e.player)} declares blockers: ${say.list(e.objects)}${requirements(e)}.`,
  'band-announced': (e, say) => `${say.list(e.objects)} attack as a band.`,
  'band-blocked': (e, say) =>
    e.byEffect
      ? `${say.list(e.objects)} ${e.objects.length === 1 ? 'is' : 'are'} in a band with ${say.name(e.attacker)}: blocked by ${say.name(e.object)} too.`
      : `${say.name(e.object)} blocks ${say.name(e.attacker)}, so it also blocks ${say.list(e.objects)}, banded with it.`,
  'became-blocked': (e, say) => `${say.name(e.object)} is blocked.`,
  unblocked: (e, say) => `${say.name(e.object)} is unblocked.`,
  'damage-assignment-order': (e, say) =>
    `${possessive(say.name(e.object))} damage assignment order: ${e.objects.map((id) => say.name(id)).join(', then ')}.`,
  'combat-damage-assigned': (e, say) =>
    `${say.name(e.source)} assigns ${e.assignment.map((p) => `${p.amount} to ${say.name(p.to)}`).join(', ')}.`,
  'removed-from-combat': (e, say) => `${say.name(e.object)} is removed from combat.`,
  blocking: (e, say) =>
    e.entered
      ? `${say.name(e.object)} enters the battlefield blocking ${say.name(e.target)}.`
      : `${say.name(e.object)} blocks ${say.name(e.target)}.`,
  'not-blocking': (e, say) =>
    e.reason === 'entered'
      ? `${say.name(e.object)} enters the battlefield but isn’t a blocking creature.`
      : e.reason === 'battle'
        ? `${say.name(e.object)} is a battle: it doesn’t block.`
        : `${say.name(e.object)} can’t block ${say.name(e.attacker)}.`,
  attacking: (e, say) =>
    e.entered
      ? `${say.name(e.object)} enters the battlefield attacking ${say.name(e.target)}.`
      : `${say.name(e.object)} is now attacking ${say.name(e.target)}.`,
  'not-attacking': (e, say) =>
    e.entered
      ? `${say.name(e.object)} enters the battlefield but isn’t an attacking creature.`
      : `${say.name(e.object)} doesn’t become an attacking creature.`,
  'attack-reselected': (e, say) => `${say.name(e.object)} now attacks ${say.name(e.target)} (it didn’t attack again).`,
  'defending-player': (e, say) =>
    e.chooser !== undefined
      ? `${say.name(e.chooser)} chooses ${say.name(e.player)} as the defending player for ${say.name(e.source)}.`
      : `The defending player for ${say.name(e.object)} is ${say.name(e.player)}.`,
  'had-to-attack-checked': (e, say) => `Creatures that had to attack this combat: ${say.list(e.objects)}.`,
  'optional-attack-cost-paid': (e, say) => {
    const c = e.cost;
    const paid =
      c.type === 'pay life'
        ? `${c.amount} life`
        : c.type === 'sacrifice another creature'
          ? `sacrificing ${say.name(e.object)}`
          : `tapping ${say.name(e.object)}`;
    return `${say.name(e.player)} pays the optional cost to attack with ${say.name(e.source)}: ${paid}.`;
  },
  'still-in-combat': (e, say) => `${say.name(e.object)} stays in combat: ${STAYS[e.reason]}.`,
  'stops-being-attacked': (e, say) => `${say.name(e.object)} is no longer being attacked.`,
  'stops-blocking': (e, say) => `${say.name(e.object)} is no longer a blocking creature.`,
  'scheme-set-in-motion': (e, say) => `${say.name(e.player)} sets ${say.name(e.object)} in motion.`,
  'scheme-put-on-bottom': (e, say) =>
    `${say.name(e.object)} turns face down and goes to the bottom of ${possessive(say.name(e.player))} scheme deck.`,
  'rolled-to-visit': (e, say) => `${say.name(e.player)} rolls to visit their Attractions: ${e.amount}.`,
  'attraction-visited': (e, say) => `${say.name(e.object)} is visited (${e.amount} is lit up).`,
  'effect-began': (e, say) =>
    `${say.name(e.object)} ${changesEn(e.changes, e.player, say)} ${say.v.duration[e.duration]}.`,
  'became-copy': (e, say) =>
    `${say.name(e.object)} becomes a copy of ${say.name(e.target)} ${say.v.duration[e.duration]}.`,
  'color-chosen': (e, say) =>
    `${say.name(e.player)} chooses ${say.v.color[e.color]} for ${say.name(e.source)}’s effect.`,
  attached: (e, say) => `${say.name(e.object)} becomes attached to ${say.name(e.target)}.`,
  unattached: (e, say) =>
    `${say.name(e.object)} becomes unattached from ${say.name(e.from)}; it stays on the battlefield.`,
};

/** "(obeys 1 of at most 2 requirements)", or "(no other declaration is legal)" for a declaration made for the player. */
function requirements(e: { forced: boolean; obeyed?: number; maximum?: number }): string {
  if (e.forced) return ' (no other declaration is legal)';
  if (!e.maximum) return '';
  return ` (obeys ${e.obeyed} of at most ${e.maximum} requirement${s(e.maximum)})`;
}
