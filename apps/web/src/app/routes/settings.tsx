import { lazy, Suspense } from 'react';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { useLanguageStore } from '@/features/language/store';
import { usePreferencesStore } from '@/features/settings/store';
import { SettingsPage } from '@/features/settings/components/settings-page';

const loadAccountSections = () => import('./settings-account-sections');
const AccountSections = lazy(loadAccountSections);
// Below the fold on a phone: they start downloading with this module and arrive while the page
// paints its first sections, rather than holding that paint.
void loadAccountSections();

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
