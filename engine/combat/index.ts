// engine/combat: the legality of combat declarations and damage assignments (506–510), as pure
// functions of plain data. The engine core builds a CombatView / DamageAssignmentInput from its
// state and calls these from apply(); widgets call them to say which choices are legal and why.
export type {
  Attack,
  Block,
  CombatLimits,
  CombatPermanent,
  CombatView,
  CreatureFinding,
  DamageAssignment,
  DamageAssignmentInput,
  DamageAttacker,
  DamageBlocker,
  DamageCheck,
  DamageCreature,
  DamageProfile,
  DeclarationCheck,
  DeclarationExplanation,
  LegalDeclarations,
  Refusal,
} from './types';
export {
  attackRequirementCount,
  checkAttackDeclaration,
  explainAttackDeclaration,
  legalAttackDeclarations,
} from './attack-declaration';
export { attackableTargets, attackRestrictions, isAttackingPlayer } from './attack-restrictions';
export { checkBands } from './bands';
export { checkBlockDeclaration, explainBlockDeclaration, legalBlockDeclarations } from './block-declaration';
export { blockableAttackers, blockerRestrictions, pairRestrictions } from './block-restrictions';
export { attackOptions, blockOptions, type AttackOption, type BlockOption } from './declaration-options';
export { checkDamageAssignment, damageRecipients, damageToAssign, type Recipients } from './damage-assignment';
export { defaultDamageAssignment } from './default-damage';
export { isAssignedLethal, lethalDamage, type Contribution, type LethalOptions } from './lethal-damage';
