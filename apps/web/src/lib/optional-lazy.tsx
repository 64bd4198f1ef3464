import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useOnlineStatus } from './use-online-status';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const Nothing = () => null;

/**
 * A lazily loaded part of the screen the page can do without (the tutor's dock, the toaster, the
 * background synchronisers). If its chunk cannot be fetched — the learner went offline before it
 * was ever needed — it shows nothing instead of taking the page down, and loads once the browser
 * is back online. `fallback` holds its place while it loads.
 */
export function optionalLazy<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  const failed = new WeakSet<object>();
  const attempt = () => {
    const component = lazy(() =>
      load().catch((error: unknown) => {
        console.warn('A part of the page could not be loaded', error);
        failed.add(component);
        return { default: Nothing as ComponentType<P> };
      }),
    );
    return component;
  };
  let shared = attempt();

  return function OptionalPart(props: P) {
    const online = useOnlineStatus();
    const [Part, setPart] = useState(() => shared);
    useEffect(() => {
      if (!online || !failed.has(Part)) return;
      shared = attempt();
      setPart(() => shared);
    }, [online, Part]);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
