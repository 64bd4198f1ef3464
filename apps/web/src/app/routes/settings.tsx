import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '@/lib/idle';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { useLanguageStore } from '@/features/language/store';
import { usePreferencesStore } from '@/features/settings/store';
import { SettingsPage } from '@/features/settings/components/settings-page';

const loadAccountSections = () => import('./settings-account-sections');
const AccountSections = lazy(loadAccountSections);
// Below the fold on a phone: they start downloading once the page's first paint is on screen,
// rather than holding that paint.
afterFirstPaint(() => void loadAccountSections());

export function Component() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const preferences = usePreferencesStore((state) => state.local);
  return (
    <SettingsPage language={language} onLanguageChange={setLanguage}>
      <ComponentErrorBoundary name="account-sections">
        <Suspense fallback={null}>
          <AccountSections preferences={preferences} />
        </Suspense>
      </ComponentErrorBoundary>
    </SettingsPage>
  );
}
