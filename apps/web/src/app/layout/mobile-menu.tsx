import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDismiss } from '@/components/use-dismiss';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);
/** Called when the browser is idle after the first paint (main-layout.tsx). */
export const preloadMobileMenu = () => void loadPanel().catch(() => undefined);

/** Below md: a hamburger that opens the navigation and account actions. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  useEffect(() => close(), [pathname, close]);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
        data-testid="mobile-menu-button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel close={close} />
        </Suspense>
      )}
    </div>
  );
}
