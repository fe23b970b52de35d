// Decisions: who must decide what now (pendingDecision reads them from the state). A discriminated
// union by `kind`: each kind carries what the deciding player needs to know, as ids and numbers;
// messages/ says it in words. Answered by the action named in the README's table.
import type { TargetSpec } from './cards';
import type { ReplacementWord } from './replacements';
import type { Bilingual, Color, ObjectId, PlayerId } from './vocabulary';

interface Asked {
  /** Who must decide. */
  player: PlayerId;
  /** The rules that make them decide. */
  rules: string[];
}

/** A replacement or prevention effect the affected player may choose to apply (616.1). */
export interface ReplacementOption {
  /** Which effect: the answer names it. */
  key: string;
  /** The object whose ability or spell created it, if any. */
  source: ObjectId | null;
  effect: ReplacementWord;
}

/** What a question asked in the middle of an event is about: the event, by what it would do to whom. */
export interface AffectedBy {
  /** The event, by its kind. */
  event: 'damage' | 'destroy' | 'sacrifice' | 'move' | 'draw' | 'life' | 'create' | 'other';
  /** The object or player it would affect. */
  affected: ObjectId | PlayerId;
}

/** A waiting triggered ability, for its controller to order (603.3b). */
export interface WaitingTrigger {
  id: string;
  source: ObjectId;
  /** The rules text its card gives the ability, if any. */
  text?: Bilingual;
}

export type Decision = Asked &
  (
    | { kind: 'priority' }
    /** `candidates`: creatures that could attack; `targets`: what may be attacked. */
    | { kind: 'declare-attackers'; candidates: ObjectId[]; targets: (PlayerId | ObjectId)[] }
    /** `candidates`: creatures that could block; `targets`: the attackers to block. */
    | { kind: 'declare-blockers'; candidates: ObjectId[]; targets: ObjectId[] }
    /** 509.2: the attacker `object`'s order among `toOrder`; 509.6–509.7: placing the new blocker `placing`. */
    | { kind: 'order-blockers'; object: ObjectId; toOrder: ObjectId[]; placing?: ObjectId }
    /** 509.3: the blocker `object`'s order among `toOrder`; 509.6: placing the new attacker `placing`. */
    | { kind: 'order-attackers'; object: ObjectId; toOrder: ObjectId[]; placing?: ObjectId }
    /** 510.1: the sources whose assignment the player chooses (others get the default). */
    | {
        kind: 'assign-combat-damage';
        sources: { source: ObjectId; power: number; recipients: (PlayerId | ObjectId)[] }[];
      }
    | { kind: 'order-triggers'; triggers: WaitingTrigger[] }
    /** 514.1: discard `count` of `candidates` down to `maxHandSize`. */
    | { kind: 'discard-to-hand-size'; count: number; candidates: ObjectId[]; maxHandSize: number }
    /** 603.3d: each target word of the ability `object` and its legal choices. */
    | {
        kind: 'choose-targets';
        object: ObjectId;
        targetChoices: { spec: TargetSpec; choices: (PlayerId | ObjectId)[] }[];
      }
    /** 608.2d: the resolving spell or ability `object` (from `source`) makes the player discard `count`. */
    | { kind: 'choose-discard'; count: number; candidates: ObjectId[]; object: ObjectId; source: ObjectId }
    /** 506.2a: the defending player of this combat; 508.5a: the one the item `object` refers to. */
    | { kind: 'choose-defending-player'; targets: PlayerId[]; object?: ObjectId }
    /** 508.7: what the attacker `object` attacks now. */
    | { kind: 'reselect-attack'; object: ObjectId; targets: (PlayerId | ObjectId)[] }
    /** 508.4: what the creature `object` — put onto the battlefield attacking (`entered`) or stated to be attacking — attacks. */
    | { kind: 'choose-attacked'; object: ObjectId; targets: (PlayerId | ObjectId)[]; entered: boolean }
    /** 616.1: which of the replacement and/or prevention effects `options` applies first to the event. */
    | ({ kind: 'choose-replacement'; options: ReplacementOption[] } & AffectedBy)
    /**
     * A colour to choose among `colors`, for `source`'s effect; `rules` say which rule asks. 614.12a:
     * as the permanent `object` enters the battlefield (asked in the middle of the event, answered
     * through game/mid-event.ts). 608.2d: "the colour of your choice" — the resolving spell or
     * ability `object` asks its controller (answered by the action, chooseColor).
     */
    | { kind: 'choose-color'; object: ObjectId; source: ObjectId; colors: Color[] }
    /**
     * A choice of objects a replacement effect makes (616.2: "return a card from your graveyard to
     * your hand instead"): between `min` and `max` of `candidates`, for `source`'s effect.
     */
    | {
        kind: 'choose-objects';
        /**
         * What the objects are for: returned to a hand (616.2), exiled as `source` enters the
         * battlefield (614.13), sacrificed for its devour `devour` (702.82a), or the source of
         * damage `source`'s resolving spell or ability has its controller choose (609.7a, 615.8).
         */
        purpose: 'return to hand' | 'exile as it enters' | 'sacrifice as it enters' | 'source of damage';
        source: ObjectId | null;
        candidates: ObjectId[];
        min: number;
        max: number;
        /** Devour N (702.82a): the N of the devour ability whose choice this is. */
        devour?: number;
        /**
         * 614.13b: objects already chosen to change zones by another replacement effect modifying
         * how the same permanent enters — not offered, and refused if chosen.
         */
        chosen?: ObjectId[];
      }
    /**
     * "As `object` enters the battlefield, you may pay `life` life. If you don't, it enters tapped"
     * (`source`'s effect; 614.12a: asked before it enters; 119.4: paying life).
     */
    | { kind: 'choose-to-pay'; object: ObjectId; source: ObjectId; life: number }
  );

export type DecisionKind = Decision['kind'];

/** The decision of one kind. */
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

/** What a step's turn-based actions lead to: priority, the end of the step, or a question (after which they run again). */
export type TbaResult = { kind: 'priority' } | { kind: 'end' } | { kind: 'decision'; decision: Decision };
