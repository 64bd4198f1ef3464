import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/features/language/store';
import { currentPreferences } from '@/features/settings/store';
import { startClientErrorHandling } from '@/lib/error-capture';
import { languageReady } from '@/lib/i18n';
import { registerServiceWorkerAfterLoad } from '@/lib/service-worker';
import { applyTheme } from '@/lib/theme';
import { App } from '@/app/app';
import { createAppRouter, routerInitialized } from '@/app/router';
import './index.css';

// Before anything renders, so errors from the first render on are caught and logged.
startClientErrorHandling();

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme(currentPreferences().theme);

// Made now, the router starts loading the page's route module while the language loads.
const router = createAppRouter();

// The first paint waits for the learner's language (one small chunk), so no key or other
// language ever flashes, and for the page's route module, so it shows the page itself rather
// than a spinner first. The first render is a transition: React renders it in slices, yielding
// to the browser between them, instead of one long task — a phone's total blocking time counts
// every long task.
void Promise.all([languageReady(), routerInitialized(router)]).finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});

registerServiceWorkerAfterLoad();
