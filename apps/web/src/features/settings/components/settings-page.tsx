import type { Language } from '@toeic-ace/contract/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { useCurrentUser } from '@/entities/user/store';
import { AboutSection } from './about-section';
import { AppearanceSection } from './appearance-section';
import { SettingsForm } from './settings-form';
import { PageHeader } from '@/components/page-header';

interface SettingsPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Sections other features add below (the route composes them: account security). */
  children?: ReactNode;
}

/** /settings — account settings. */
export function SettingsPage({ language, onLanguageChange, children }: SettingsPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <ComponentErrorBoundary name="appearance">
        <AppearanceSection language={language} onLanguageChange={onLanguageChange} />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="settings-form">
        <SettingsForm key={user?.id ?? 'local'} user={user} />
      </ComponentErrorBoundary>
      {children}
      <AboutSection />
    </div>
  );
}
