// Installs every on-demand module (on-demand.ts). Imported for its effect: by engine/index.ts in
// Node (the browser loads each module as a game first needs it).
import * as attackingByEffect from './attacking-by-effect';
import * as bands from './bands';
import * as combatTypes from './combat-types';
import * as optionalAttackCosts from './optional-attack-costs';
import * as reselect from './reselect';
import * as schemes from './schemes';
import * as turnSteps from './turn-steps';
import { install } from './on-demand';

install({ attackingByEffect, bands, combatTypes, optionalAttackCosts, reselect, schemes, turnSteps });
