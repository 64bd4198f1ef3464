import { LANGUAGES, THEMES, type Language, type Theme } from '@toeic-ace/contract/rules';
import { Moon, Palette, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { OptionGroup } from '@/components/option-group';
import { FlagIcon } from '@/components/flag-icon';
import { useSavePreference } from '../hooks/use-save-preference';
import { useCurrentPreferences } from '../store';

const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon };

interface AppearanceSectionProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** Interface language and theme: both take effect (and are saved) the moment they are chosen. */
export function AppearanceSection({ language, onLanguageChange }: AppearanceSectionProps) {
  const { t } = useTranslation();
  const { theme } = useCurrentPreferences();
  const save = useSavePreference();
  const labelClass = 'mb-2 block text-sm font-medium text-slate-700 dark:text-slate-200';

  return (
    <Card
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
      icon={<Palette className="h-5 w-5" aria-hidden />}
      testId="settings-appearance"
    >
      <div className="space-y-5">
        <div>
          <span className={labelClass}>{t('settings.appearance.language')}</span>
          <OptionGroup
            label={t('settings.appearance.language')}
            testId="settings-language"
            value={language}
            onChange={onLanguageChange}
            options={LANGUAGES.map((code) => ({
              value: code,
              label: t(`languages.${code}`),
              icon: <FlagIcon language={code} />,
            }))}
          />
        </div>
        <div>
          <span className={labelClass}>{t('settings.appearance.theme')}</span>
          <OptionGroup
            label={t('settings.appearance.theme')}
            testId="settings-theme"
            columns={2}
            value={theme}
            onChange={(value) => void save({ theme: value })}
            options={THEMES.map((value) => {
              const Icon = THEME_ICONS[value];
              return {
                value,
                label: t(`settings.themes.${value}`),
                icon: <Icon className="h-4 w-4" aria-hidden />,
              };
            })}
          />
        </div>
      </div>
    </Card>
  );
}
