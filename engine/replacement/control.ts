// "If a creature would enter the battlefield under an opponent's control, it enters the battlefield
// under your control instead" (614.1d): a replacement effect that modifies under whose control an
// object enters the battlefield — one of those must be chosen before any other effect but a
// self-replacement (616.1b; replace.ts). A permanent's controller is, by default, the player under
// whose control it entered (110.2): the entering event carries that player and the permanent gets
// it as it enters (events/performers/zones.ts), so the effects checked after this one see the
// permanent as it would exist under its new controller (614.12, 616.1f).
import { emit, type Ctx } from '../core/context';
import type { RulesEventOf } from '../core/rules-events';
import type { GameObject } from '../core/state';

/** The entering event of `ev`'s object as `holder`'s effect modifies it: under `holder`'s controller's control, reported. */
export function enterUnderYourControl(
  ctx: Ctx,
  holder: GameObject,
  ev: RulesEventOf<'move'>,
  contained: string[],
): RulesEventOf<'move'> {
  emit(ctx, {
    type: 'replaced',
    rules: ['614.1d', '614.12', '616.1b', '110.2', ...contained],
    effect: 'enters under your control',
    source: holder.id,
    object: ev.object,
    player: holder.controller,
  });
  return { ...ev, controller: holder.controller };
}
