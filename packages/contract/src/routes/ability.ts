import { abilitySchema } from '../ability';
import { defineRoutes } from './define';

export const abilityRoutes = defineRoutes({
  getAbility: {
    method: 'GET',
    path: '/ability',
    auth: 'required',
    description:
      'The caller’s ability estimate per part, per section and in total, each with its 80 % ' +
      'range, which narrows as answers accumulate (model: the contract’s ability.ts).',
    response: abilitySchema,
    errors: [401],
  },
});
