import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDismiss } from '@/components/use-dismiss';
import { optionalLazy } from '@/lib/optional-lazy';

// The menu's content is not part of any page's first paint: it loads when the pointer or the
// focus reaches the button, or at the latest when the menu opens. If it cannot be fetched (offline,
// before the service worker has it) the menu opens empty rather than taking the page down.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = optionalLazy(loadPanel);
/** Early, so the menu opens with its content; a failure here is the open's to handle. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
        data-testid="mobile-menu-button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      {open && (
        <div
          id="mobile-menu"
          data-testid="mobile-menu"
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
        >
          <MobileMenuPanel close={close} />
        </div>
      )}
    </div>
  );
}
