// What an effect's words describe ("a creature you control", "a card", "you"…), and who is
// affected by an event: the player who chooses among the effects that would modify it (616.1).
import type { Watched } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { characteristics } from '../objects/characteristics';
import { opponents } from '../objects/players';

/** Does `w` describe the object `x`, as the game `s` sees it, for an ability of `holder` ("you" is its controller)? */
export function describesObject(s: GameState, w: Watched, holder: GameObject, x: GameObject): boolean {
  const c = characteristics(s, x);
  switch (w.objects) {
    case 'this':
      if (x.id !== holder.id) return false;
      break;
    case 'a creature':
      if (!c.types.includes('Creature')) return false;
      break;
    case 'a creature you control':
      if (!c.types.includes('Creature') || c.controller !== holder.controller) return false;
      break;
    case 'a creature an opponent controls':
      // 102.2 (102.3 with teams): controlled by one of the opponents of the ability's controller.
      if (!c.types.includes('Creature') || !opponents(s, holder.controller).includes(c.controller)) return false;
      break;
    case 'a card':
      if (x.token) return false; // a token is not a card (111.1)
      break;
    case 'a permanent':
    case 'a source':
      break;
    default:
      return false; // 'you' and 'a player' describe players
  }
  if (w.type && !c.types.includes(w.type)) return false;
  if (w.subtype && !c.subtypes.includes(w.subtype)) return false;
  if (w.color && !c.colors.includes(w.color)) return false;
  return true;
}

/** Does `w` describe the player `p`, for an ability of `holder`? */
export function describesPlayer(w: Watched, holder: GameObject, p: PlayerId): boolean {
  return w.objects === 'a player' || (w.objects === 'you' && p === holder.controller);
}

/** The controller of an object (its owner if it has none, 616.1), or the player itself. */
export function affectedPlayer(s: GameState, x: ObjectId | PlayerId): PlayerId {
  const o = s.objects[x];
  if (!o) return x;
  return o.zone === 'battlefield' || o.zone === 'stack' ? o.controller : o.owner;
}

/** The object or player an event affects (for 616.1's chooser and question). */
export function affectedBy(ev: RulesEvent): ObjectId | PlayerId | null {
  switch (ev.type) {
    case 'damage':
      return ev.items[0]?.target ?? null;
    case 'move':
    case 'destroy':
    case 'sacrifice':
    case 'regenerate':
      return ev.object;
    case 'draw':
    case 'life':
    case 'create':
      return ev.player;
    default:
      return null;
  }
}
