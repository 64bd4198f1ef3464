import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 py-8 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto max-w-6xl space-y-1 px-4 sm:px-6">
        <p>© {new Date().getFullYear()} TOEIC Ace</p>
        <p>{t('footer.trademark')}</p>
      </div>
    </footer>
  );
}
