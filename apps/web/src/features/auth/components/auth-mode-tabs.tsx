import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../store';

const MODES: AuthMode[] = ['login', 'register'];

/** The login / register switch at the top of the auth form. */
export function AuthModeTabs({
  mode,
  onChange,
  disabled,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {MODES.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={mode === item}
          disabled={disabled}
          data-testid={`auth-mode-${item}`}
          onClick={() => mode !== item && onChange(item)}
          className={clsx(
            'h-9 rounded-xl text-sm font-medium transition-all disabled:cursor-not-allowed',
            mode === item
              ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-sky-300'
              : 'text-slate-600 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100',
          )}
        >
          {t(`auth.modes.${item}`)}
        </button>
      ))}
    </div>
  );
}
