import { useLanguageStore } from '@/features/language/store';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return <SettingsPage language={language} onLanguageChange={setLanguage} />;
}
