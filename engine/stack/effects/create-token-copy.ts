// "Create a token that's a copy of [permanent]" (111.1, 701.6, 707.2): the token takes the
// original's copiable values; replacement effects meet its creation (614.16) and then its
// entering the battlefield, an event contained in the creation (616.1g).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function createTokenCopy(ctx: Ctx, item: StackItem, e: EffectOf<'create a token copy'>): void {
  for (const original of refer(ctx, item, e.target, 'this')) {
    const made = happen(ctx, {
      type: 'create',
      rules: ['111.1', '701.6', '707.2'],
      player: item.controller,
      count: 1,
      source: item.source,
      copyOf: original,
    });
    for (const id of made?.type === 'create' ? (made.objects ?? []) : [])
      emit(ctx, { type: 'token-created', rules: ['111.1', '701.6', '707.2'], object: id, source: item.source });
  }
}
