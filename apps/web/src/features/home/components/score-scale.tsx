import { Headphones, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The hero's illustration: how the 10–990 total is made of two 5–495 sections. */
export function ScoreScale() {
  const { t } = useTranslation();
  const rows = [
    { icon: Headphones, label: t('home.scale.listening'), tone: 'from-indigo-500 to-indigo-400' },
    { icon: BookOpen, label: t('home.scale.reading'), tone: 'from-sky-500 to-sky-400' },
  ];
  return (
    <div className="rounded-3xl border border-white/20 bg-white/10 p-5 backdrop-blur sm:p-6">
      <p className="text-sm font-medium text-indigo-100">{t('home.scale.title')}</p>
      <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">
        10<span className="mx-1 text-indigo-200">–</span>990
      </p>
      <div className="mt-5 space-y-4">
        {rows.map(({ icon: Icon, label, tone }) => (
          <div key={label}>
            <div className="mb-1.5 flex items-center justify-between text-sm">
              <span className="flex items-center gap-2">
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </span>
              <span className="tabular-nums text-indigo-100">5–495</span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-white/20">
              <div className={`h-full w-full rounded-full bg-gradient-to-r ${tone} opacity-90`} />
            </div>
          </div>
        ))}
      </div>
      <p className="mt-5 text-xs leading-relaxed text-indigo-100">{t('home.scale.note')}</p>
    </div>
  );
}
