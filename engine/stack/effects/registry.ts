// One handler per kind of instruction a spell or ability can give (608.2c), by the effect's type.
// The record names every EffectDef type, so a new kind of effect is a type error until it has its
// handler. A handler may pause the resolution for a player's choice (608.2d): it returns PAUSED
// after saying, in the state, what the resolution waits for.
import type { EffectDef } from '../../core/cards';
import type { Handler } from './handler';
import { addMana } from './add-mana';
import { attach } from './attach';
import { becomeACopy } from './become-a-copy';
import { continuousEffect } from './continuous-effect';
import { putCounters } from './put-counters';
import { additionalCombatPhase } from './additional-combat-phase';
import { additionalStep } from './additional-step';
import { block } from './block';
import { changeTypes } from './change-types';
import { createToken } from './create-token';
import { createTokenCopy } from './create-token-copy';
import { damageCantBePrevented } from './damage-cant-be-prevented';
import { dealDamageEffect } from './deal-damage';
import { destroyEffect } from './destroy';
import { discardEffect } from './discard';
import { draw } from './draw';
import { extraTurn } from './extra-turn';
import { gainKeyword } from './gain-keyword';
import { isAttacking } from './is-attacking';
import { gainOrLoseLife } from './life';
import { preventDamage } from './prevent-damage';
import { preventTheNextTime } from './prevent-the-next-time';
import { cant } from './cant';
import { redirectDamage } from './redirect-damage';
import { pump } from './pump';
import { returnToBattlefield } from './return-to-battlefield';
import { regenerate } from './regenerate';
import { removeFromCombatEffect } from './remove-from-combat';
import { reselectAttackEffect } from './reselect-attack';
import { setColor } from './set-color';
import { skip } from './skip';
import { tapOrUntap } from './tap-untap';

export const EFFECT_HANDLERS: { [K in EffectDef['type']]: Handler<K> } = {
  pump: pump,
  'prevent damage': preventDamage,
  'deal damage': dealDamageEffect,
  'gain life': gainOrLoseLife,
  'lose life': gainOrLoseLife,
  draw: draw,
  discard: discardEffect,
  destroy: destroyEffect,
  'extra turn': extraTurn,
  'additional combat phase': additionalCombatPhase,
  'additional step': additionalStep,
  skip: skip,
  'add mana': addMana,
  'create token': createToken,
  'reselect attack': reselectAttackEffect,
  block: block,
  'is attacking': isAttacking,
  'change types': changeTypes,
  'remove from combat': removeFromCombatEffect,
  tap: tapOrUntap,
  untap: tapOrUntap,
  'set color': setColor,
  'gain keyword': gainKeyword,
  regenerate: regenerate,
  'create a token copy': createTokenCopy,
  'return to the battlefield': returnToBattlefield,
  'continuous effect': continuousEffect,
  'put counters': putCounters,
  'become a copy': becomeACopy,
  attach: attach,
  "damage can't be prevented": damageCantBePrevented,
  'prevent the next time': preventTheNextTime,
  'prevent all damage from a source': preventTheNextTime,
  "can't": cant,
  'redirect damage': redirectDamage,
};
