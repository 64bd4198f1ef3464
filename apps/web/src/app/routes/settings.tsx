import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { SecuritySection } from '@/features/auth/components/security/security-section';
import { useLanguageStore } from '@/features/language/store';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <SettingsPage language={language} onLanguageChange={setLanguage}>
      <ComponentErrorBoundary name="security">
        <SecuritySection />
      </ComponentErrorBoundary>
    </SettingsPage>
  );
}
