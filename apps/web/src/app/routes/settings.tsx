import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { SecuritySection } from '@/features/auth/components/security/security-section';
import { useLanguageStore } from '@/features/language/store';
import { LocalDataSection } from '@/features/migration/components/local-data-section';
import { usePreferencesStore } from '@/features/settings/store';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const preferences = usePreferencesStore((state) => state.local);
  return (
    <SettingsPage language={language} onLanguageChange={setLanguage}>
      <ComponentErrorBoundary name="security">
        <SecuritySection />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="local-data">
        <LocalDataSection preferences={preferences} />
      </ComponentErrorBoundary>
    </SettingsPage>
  );
}
