// "The next time [source] would deal damage [to recipient] this turn, prevent that damage" (615.8):
// a prevention shield keyed to a source — it prevents that source's whole next instance of damage,
// however much, then is used up (replacement/prevention.ts). "Prevent all damage [source] would
// deal this turn" (615.9): the same shield, never used up. "A [red] source of your choice" is
// chosen as the spell or ability resolves (609.7a): a permanent, or a spell on the stack, with
// the stated properties; the shield rechecks them whenever the source would deal damage (609.7b).

import type { SourceProperties } from '../../core/cards';
import { emit, type Ctx } from '../../core/context';
import { askMidEvent } from '../../core/mid-event';
import type { StackItem } from '../../core/state';
import type { ObjectId } from '../../core/vocabulary';
import { missingProperties } from '../../objects/characteristics';
import { isPlayer, newId, onBattlefield } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

type SourceShield = EffectOf<'prevent the next time' | 'prevent all damage from a source'>;

/**
 * 609.7a: the sources of damage a player may choose: permanents and spells on the stack (not the
 * resolving spell itself: a spell's stack object has its card's id) — with `properties`, only
 * those that have them now (615.9).
 */
function choosableSources(ctx: Ctx, item: StackItem, properties: SourceProperties | undefined): ObjectId[] {
  const s = ctx.s;
  const permanents = s.battlefield.filter((id) => onBattlefield(s, id));
  const spells = s.stack.filter((x) => x.kind === 'spell' && x.id !== item.id).map((x) => x.source);
  const all = [...permanents, ...spells];
  return properties ? all.filter((id) => missingProperties(s, s.objects[id], properties).length === 0) : all;
}

/** The source the shield watches: the object a target word refers to, or the one its controller chooses (609.7a). */
function sourceOf(ctx: Ctx, item: StackItem, e: SourceShield): ObjectId | null {
  if (e.source !== 'a source of your choice')
    return refer(ctx, item, e.source, 'this').find((id) => !isPlayer(ctx.s, id)) ?? null;
  const candidates = choosableSources(ctx, item, e.properties);
  if (candidates.length === 0) return null;
  const answer = askMidEvent(ctx, {
    kind: 'choose-objects',
    player: item.controller,
    rules: e.type === 'prevent the next time' ? ['609.7a', '615.8'] : ['609.7a', '615.9'],
    purpose: 'source of damage',
    source: item.source,
    candidates,
    min: 1,
    max: 1,
  });
  return answer.type === 'choose-objects' ? (answer.objects[0] ?? null) : null;
}

export function preventTheNextTime(ctx: Ctx, item: StackItem, e: SourceShield): void {
  const from = sourceOf(ctx, item, e);
  if (from === null) return;
  const all = e.type === 'prevent all damage from a source';
  // Without a recipient, the shield watches the source's damage to anything (null).
  const recipients: (string | null)[] = e.to === undefined ? [null] : refer(ctx, item, e.to, 'you');
  const s = ctx.s;
  const chosen = e.source === 'a source of your choice' ? ['609.7a'] : [];
  const props = e.properties ?? {};
  for (const object of recipients) {
    s.timestamp += 1;
    s.shields.push({
      id: newId(s, 'e'),
      object,
      remaining: 1,
      duration: 'end of turn',
      source: item.source,
      timestamp: s.timestamp,
      from,
      ...(all ? { all: true } : {}),
      ...(e.properties ? { properties: e.properties } : {}),
    });
    emit(ctx, {
      type: all ? 'source-shield' : 'next-time-shield',
      rules: all ? ['615.1', '615.9', ...chosen] : ['615.1', '615.8', ...chosen, ...(e.properties ? ['615.9'] : [])],
      object: from,
      ...(object !== null ? { target: object } : {}),
      ...(props.color ? { color: props.color } : {}),
      ...(props.type ? { cardType: props.type } : {}),
    });
  }
}
