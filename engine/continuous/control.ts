// Control-changing effects (613.1b, layer 2): the layer system says who controls each permanent;
// the state keeps that answer on the object (`controller`, read everywhere), with the controller it
// would have without such effects (`baseController`) while one applies. When control changes, the
// permanent leaves combat (506.4) and its new controller has not controlled it continuously since
// their most recent turn began (302.6).
import { removeFromCombat } from '../combat/combat-state';
import { emit, type Ctx } from '../core/context';
import { battlefieldCharacteristics } from './layers';

/**
 * Bring every permanent's controller in line with the control-changing effects now; `rules`: why
 * control changes (by default an effect began or ended; 800.4a: its player left the game).
 */
export function settleControl(ctx: Ctx, rules = ['613.1b']): void {
  const s = ctx.s;
  const now = battlefieldCharacteristics(s);
  for (const id of s.battlefield) {
    const o = s.objects[id];
    const controller = now.get(id)!.controller;
    const base = o.baseController ?? o.controller;
    if (controller !== o.controller) {
      o.controller = controller;
      o.summoningSick = true; // 302.6
      removeFromCombat(ctx, id, ['506.4']);
      emit(ctx, { type: 'control-changed', rules, object: id, player: controller });
    }
    if (controller === base) delete o.baseController;
    else o.baseController = base;
  }
}
