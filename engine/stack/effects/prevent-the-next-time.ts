// "The next time [source] would deal damage [to recipient] this turn, prevent that damage" (615.8):
// a prevention shield keyed to a source — it prevents that source's whole next instance of damage,
// however much, then is used up (replacement/prevention.ts). "A source of your choice" is chosen as
// the spell or ability resolves (609.7a): a permanent, or a spell on the stack.

import { emit, type Ctx } from '../../core/context';
import { askMidEvent } from '../../core/mid-event';
import type { StackItem } from '../../core/state';
import type { ObjectId } from '../../core/vocabulary';
import { isPlayer, newId, onBattlefield } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

/** 609.7a: the sources of damage a player may choose: permanents and spells on the stack (not the resolving spell itself). */
function choosableSources(ctx: Ctx, item: StackItem): ObjectId[] {
  const s = ctx.s;
  const permanents = s.battlefield.filter((id) => onBattlefield(s, id));
  const spells = s.stack.filter((x) => x.kind === 'spell' && x.id !== item.id).map((x) => x.source);
  return [...permanents, ...spells.filter((id) => !(item.kind === 'spell' && id === item.source))];
}

/** The source the shield watches: the object a target word refers to, or the one its controller chooses (609.7a). */
function sourceOf(ctx: Ctx, item: StackItem, e: EffectOf<'prevent the next time'>): ObjectId | null {
  if (e.source !== 'a source of your choice')
    return refer(ctx, item, e.source, 'this').find((id) => !isPlayer(ctx.s, id)) ?? null;
  const candidates = choosableSources(ctx, item);
  if (candidates.length === 0) return null;
  const answer = askMidEvent(ctx, {
    kind: 'choose-objects',
    player: item.controller,
    rules: ['609.7a', '615.8'],
    purpose: 'source of damage',
    source: item.source,
    candidates,
    min: 1,
    max: 1,
  });
  return answer.type === 'choose-objects' ? (answer.objects[0] ?? null) : null;
}

export function preventTheNextTime(ctx: Ctx, item: StackItem, e: EffectOf<'prevent the next time'>): void {
  const from = sourceOf(ctx, item, e);
  if (from === null) return;
  // Without a recipient, the shield watches the source's damage to anything (null).
  const recipients: (string | null)[] = e.to === undefined ? [null] : refer(ctx, item, e.to, 'you');
  const s = ctx.s;
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
    });
    emit(ctx, {
      type: 'next-time-shield',
      rules: e.source === 'a source of your choice' ? ['615.1', '615.8', '609.7a'] : ['615.1', '615.8'],
      object: from,
      ...(object !== null ? { target: object } : {}),
    });
  }
}
