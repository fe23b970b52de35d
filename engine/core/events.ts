// Events: what happened, each citing the rule(s) that made it happen.

// Events: what happened, each citing the rule(s) that made it happen.
import type { Bilingual, ObjectId, PhaseName, PlayerId, StepName, ZoneName } from './vocabulary';

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
