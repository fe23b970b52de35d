// "Regenerate [permanent]" (701.15): a replacement effect — the next time it would be destroyed
// this turn, it regenerates instead (614.8; replacement/regeneration.ts).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { newId } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function regenerate(ctx: Ctx, item: StackItem, e: EffectOf<'regenerate'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    s.timestamp += 1;
    (s.replacementShields ??= []).push({
      id: newId(s, 'r'),
      kind: 'regeneration',
      object: id,
      source: item.source,
      controller: item.controller,
      timestamp: s.timestamp,
      duration: 'end of turn',
    });
    emit(ctx, { type: 'regeneration-shield', rules: ['701.15', '614.8'], object: id });
  }
}
