import { useTranslation } from 'react-i18next';
import { partKeyOf } from '@/entities/practice-session/format';
import { useAbility } from '../api/get-ability';

const at = (score: number) => `${((Math.min(495, Math.max(5, score)) - 5) / 490) * 100}%`;

/**
 * The ability model beside the headline estimate (docs/product-rules.md): its total with the 80 % range (labelled as the
 * model's), and per part the estimate on the section scale with its range as a bar.
 */
export function AbilityPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  if (!ability.data || ability.data.total.answered === 0) return null;
  const { total, parts } = ability.data;
  return (
    <section data-testid="ability-panel" className="mt-5 space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{t('dashboard.ability.title')}</span>{' '}
        <span data-testid="ability-total" className="tabular-nums">
          {t('dashboard.ability.total', {
            score: total.estimate,
            low: total.low,
            high: total.high,
          })}
        </span>
      </p>
      <ul className="space-y-2">
        {parts.map((p) => {
          const key = partKeyOf(p.part);
          return (
            <li key={p.part} data-testid={`ability-part-${p.part}`} className="text-xs">
              <div className="flex justify-between text-slate-600 dark:text-slate-300">
                <span>
                  {key
                    ? t('dashboard.charts.partName', { part: p.part, name: t(`parts.${key}.name`) })
                    : p.part}
                </span>
                <span className="tabular-nums">
                  {p.answered === 0
                    ? t('dashboard.ability.none')
                    : t('dashboard.ability.part', { score: p.estimate, low: p.low, high: p.high })}
                </span>
              </div>
              <div
                role="img"
                aria-label={t('dashboard.ability.part', {
                  score: p.estimate,
                  low: p.low,
                  high: p.high,
                })}
                className="relative mt-1 h-1.5 rounded-full bg-slate-100 dark:bg-slate-800"
              >
                <span
                  aria-hidden
                  className="absolute inset-y-0 rounded-full bg-indigo-300 dark:bg-indigo-500/50"
                  style={{ left: at(p.low), width: `calc(${at(p.high)} - ${at(p.low)})` }}
                />
                <span
                  aria-hidden
                  className="absolute top-1/2 h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-indigo-600 dark:border-slate-900"
                  style={{ left: at(p.estimate) }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('dashboard.ability.note')}</p>
    </section>
  );
}
