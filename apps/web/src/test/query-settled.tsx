import { useQuery } from '@tanstack/react-query';

/**
 * Shows `query-settled-<name>` once the query under `queryKey` has an answer or a failure.
 * TanStack Query hands a result to all of a query's observers in one batch, so when this shows,
 * every component reading that query has rendered the result too: a test can then assert that
 * something is absent without sleeping. Render it through renderApp's `probe`.
 */
export function QuerySettled({ queryKey, name }: { queryKey: readonly unknown[]; name: string }) {
  const { status } = useQuery({ queryKey, enabled: false });
  return status === 'pending' ? null : <span data-testid={`query-settled-${name}`} />;
}
