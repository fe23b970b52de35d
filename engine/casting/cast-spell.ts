// Casting a spell (601.2), step by step (casting/casting-steps.ts): every check is made before the
// spell becomes cast; a failed one refuses the action and the game returns to the moment before
// (601.2e, 730).

import { emit } from '../core/context';
import { refuse } from '../core/results';
import { happen } from '../events/happen';
import { characteristics } from '../objects/characteristics';
import { player } from '../objects/players';
import { timingAllows } from '../turn/timing-restrictions';
import { type CastingSteps, itemOf } from './casting-steps';
import { checkAuraTarget, checkTargets, payMana, sorceryTiming } from './checks';
import { enchantTargets, isAura } from './enchant';
import { effectList } from './targets';

export const CASTING_A_SPELL: CastingSteps = {
  announce(ctx, f) {
    const s = ctx.s;
    const who = f.player;
    const card = f.object;
    const o = s.objects[card];
    if (!o || o.zone !== 'hand' || o.owner !== who) refuse('cast-spell/not-in-hand', ['601.2a'], { object: card });
    const c = characteristics(s, o);
    if (c.types.includes('Land')) refuse('cast-spell/land', ['305.9']);
    // 601.3: a player may begin to cast a spell only if a rule or effect allows it at this time.
    if (!c.types.includes('Instant') && !sorceryTiming(ctx, who)) {
      refuse('cast-spell/timing', ['505.6a', '307.1', '601.3'], { object: card });
    }
    const when = timingAllows(s, c.castOnly);
    if (!when.ok) refuse('cast-spell/timing-restriction', [...when.rules, '601.3'], { object: card, when: when.when });
    // 601.2a: the card moves to the stack and its caster controls it.
    happen(ctx, { type: 'move', rules: ['601.2a'], object: card, to: 'stack', as: null }); // reported as it becomes cast
    o.controller = who;
    f.item = {
      id: card,
      kind: 'spell',
      controller: who,
      source: card,
      ability: null,
      effect: c.spell ?? [],
      targets: [],
      related: null,
      relatedPlayer: null,
      ...(c.text ? { text: c.text } : {}),
      sourceColors: [...c.colors],
      sourceName: c.name,
    };
  },
  targets(ctx, f) {
    // 601.2c: the targets, chosen when the player announced the spell.
    const item = itemOf(f);
    const o = ctx.s.objects[f.object];
    // 303.4a, 115.1b: an Aura spell's target is defined by its enchant ability.
    item.targets = isAura(ctx.s, o)
      ? checkAuraTarget(ctx, f.object, enchantTargets(ctx.s, o), f.targets, f.player, item.sourceColors)
      : checkTargets(ctx, item.effect, f.targets, f.player, item.sourceColors, 'cast-spell');
  },
  'total cost'(ctx, f) {
    // 601.2f: the total cost is the mana cost (no additional costs or cost changes yet).
    const cost = characteristics(ctx.s, ctx.s.objects[f.object]).manaCost;
    if (cost) payMana(ctx, f.player, cost, 'cast-spell', '601.2h');
  },
  pay(ctx, f) {
    // 601.2h: the total cost is paid from the mana pool; partial payments are not allowed.
    const cost = characteristics(ctx.s, ctx.s.objects[f.object]).manaCost;
    if (cost) player(ctx.s, f.player).manaPool = payMana(ctx, f.player, cost, 'cast-spell', '601.2h');
  },
  done(ctx, f) {
    // 601.2i: the spell becomes cast — the topmost object of the stack, controlled by its caster.
    const s = ctx.s;
    const item = itemOf(f);
    s.stack.push(item);
    player(s, f.player).spellsCastThisTurn += 1;
    // 605.5b: a spell that adds mana is still cast and resolves like any other spell.
    const castRules = [
      '601.2',
      '601.2a',
      '601.2i',
      ...(effectList(item.effect).some((e) => e.type === 'add mana') ? ['605.5', '605.5b'] : []),
      ...(isAura(s, s.objects[f.object]) ? ['303.4a'] : []), // its target, which its enchant ability defined
    ];
    emit(ctx, { type: 'spell-cast', rules: castRules, player: f.player, object: f.object, objects: item.targets });
    // 601.2i: abilities that trigger when a spell is cast trigger now.
    happen(ctx, { type: 'cast', rules: ['601.2i'], player: f.player, object: f.object });
  },
};
