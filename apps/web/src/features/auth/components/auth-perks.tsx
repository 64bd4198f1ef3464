import { Cloud, Languages, MoonStar } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const PERKS = [
  { icon: Cloud, key: 'sync' },
  { icon: Languages, key: 'languages' },
  { icon: MoonStar, key: 'theme' },
] as const;

/** The brand panel beside the /auth form (wide screens only). */
export function AuthPerks() {
  const { t } = useTranslation();
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-500 to-sky-500 p-10 text-white shadow-xl lg:flex lg:flex-col lg:justify-center">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative">
        <p className="text-sm font-semibold tracking-widest text-indigo-100 uppercase">
          {t('app.name')}
        </p>
        <p className="mt-4 text-3xl leading-tight font-bold">{t('auth.perks.title')}</p>
        <p className="mt-3 text-indigo-100">{t('auth.perks.subtitle')}</p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {PERKS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="mt-0.5 rounded-xl bg-white/15 p-2">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">{t(`auth.perks.${key}.title`)}</span>
              <span className="block text-sm text-indigo-100">{t(`auth.perks.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
