// Events: what happened, each citing the rule(s) that made it happen.

import type { Bilingual, Color, ObjectId, PhaseName, PlayerId, StepName, ZoneName } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Events: every event cites the rule(s) that made it happen

export interface GameEvent {
  type: string;
  rules: string[];
  message: Bilingual;
  player?: PlayerId;
  object?: ObjectId;
  source?: ObjectId;
  target?: PlayerId | ObjectId;
  amount?: number;
  from?: ZoneName;
  to?: ZoneName;
  turn?: number;
  phase?: PhaseName;
  step?: StepName;
  combat?: boolean;
  objects?: ObjectId[];
}

/** What the game knows of a damage source as the damage is dealt (its last known information). */
export interface DamageSource {
  id: ObjectId;
  controller: PlayerId;
  colors: Color[];
  deathtouch: boolean;
  lifelink: boolean;
}

export interface DamageDealt {
  source: ObjectId;
  target: string;
  amount: number;
}
