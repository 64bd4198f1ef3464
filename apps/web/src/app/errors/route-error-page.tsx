import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorLog } from '@/lib/error-handler';
import { PageErrorScreen } from './page-error-screen';

/** The router's errorElement: a route module that failed to load or to render. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    errorLog.record(error, { source: 'page' });
  }, [error]);
  return (
    <div className="px-4 py-10">
      <PageErrorScreen error={error} />
    </div>
  );
}
