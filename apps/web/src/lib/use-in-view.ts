import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` whenever `target` comes within `margin` of `root`'s visible area (the
 * viewport when root is null): how a list reads its next page as the learner scrolls to it.
 */
export function useInView(
  target: RefObject<Element | null>,
  onVisible: () => void,
  {
    enabled,
    root,
    margin = '200px',
  }: { enabled: boolean; root?: RefObject<Element | null>; margin?: string },
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onVisible();
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, onVisible, enabled, root, margin]);
}
