/**
 * The ability module: GET /api/ability; for practice and mock tests, how answers move the
 * estimates and which questions an adaptive set holds.
 */
export { default as abilityRoutes } from './ability.routes';
export { recordAbility, type AbilityAnswer } from './ability.update';
export { pickAdaptive } from './ability.pick';
