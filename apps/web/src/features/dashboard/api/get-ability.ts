import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';

/** GET /api/ability — the model's estimates with 80 % ranges, per part, section and in total. */
export const getAbility = (options: CallOptions = {}) =>
  api.call(routes.ability.getAbility, options);

/** Read afresh whenever the dashboard opens: every completed set moves it. */
export const useAbility = () =>
  useQuery({
    queryKey: ['ability'],
    queryFn: ({ signal }) => getAbility({ signal, retry: false }),
    staleTime: 0,
    ...screenRead,
  });
