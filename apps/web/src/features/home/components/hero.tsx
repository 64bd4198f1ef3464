import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScoreScale } from './score-scale';

export type AuthIntent = 'login' | 'register';

const solid =
  'inline-flex h-12 items-center gap-2 rounded-xl bg-white px-6 font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50';
const outline =
  'inline-flex h-12 items-center rounded-xl px-6 font-medium text-white ring-1 ring-white/50 transition-colors hover:bg-white/10';

/**
 * Title, subtitle and the next step for a visitor: sign up or log in. (A signed-in learner's home
 * opens with WelcomeHeader instead.)
 */
export function Hero({ onOpenAuth }: { onOpenAuth: (mode: AuthIntent) => void }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-700 via-indigo-600 to-sky-500 px-6 py-10 text-white shadow-xl shadow-indigo-900/20 sm:px-10 sm:py-14 dark:from-indigo-950 dark:via-indigo-900 dark:to-sky-900 dark:shadow-black/30 dark:ring-1 dark:ring-white/10">
      <div
        aria-hidden
        className="absolute -top-32 -left-20 h-80 w-80 rounded-full bg-sky-300/20 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -right-24 -bottom-32 h-96 w-96 rounded-full bg-indigo-300/20 blur-3xl"
      />
      <div className="relative grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-indigo-50">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            {t('home.badge')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('app.name')}
          </h1>
          <p className="mt-3 text-lg font-medium text-indigo-50 sm:text-xl">{t('app.tagline')}</p>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-indigo-100">
            {t('home.intro')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              data-testid="home-register"
              onClick={() => onOpenAuth('register')}
              className={solid}
            >
              {t('home.cta.register')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </button>
            <button
              type="button"
              data-testid="home-login"
              onClick={() => onOpenAuth('login')}
              className={outline}
            >
              {t('home.cta.login')}
            </button>
          </div>
        </div>
        <ScoreScale />
      </div>
    </section>
  );
}
