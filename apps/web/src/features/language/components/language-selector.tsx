import { LANGUAGES } from '@toeic-ace/contract/rules';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown, menuItemClass } from '@/components/dropdown';
import { FlagIcon } from '@/components/flag-icon';
import { useLanguageStore } from '../store';

/** The header's language dropdown: three languages, each with its flag. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <Dropdown
      menuLabel={t('header.language')}
      testId="language-menu"
      renderTrigger={({ toggle, ...aria }) => (
        <button
          type="button"
          onClick={toggle}
          {...aria}
          aria-label={t('header.language')}
          data-testid="language-selector"
          className="inline-flex h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 sm:px-2.5 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <FlagIcon language={language} />
          <span className="hidden sm:inline">{t(`languages.${language}`)}</span>
          <ChevronDown className="h-3.5 w-3.5 text-slate-400" aria-hidden />
        </button>
      )}
    >
      {(close) =>
        LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="menuitemradio"
            aria-checked={code === language}
            lang={code}
            data-testid={`language-option-${code}`}
            className={menuItemClass(code === language)}
            onClick={() => {
              setLanguage(code);
              close();
            }}
          >
            <FlagIcon language={code} />
            <span className="flex-1">{t(`languages.${code}`)}</span>
            {code === language && <Check className="h-4 w-4" aria-hidden />}
          </button>
        ))
      }
    </Dropdown>
  );
}
