import { ChevronDown, ListX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MistakeItem } from '@toeic-ace/contract';
import { Button } from '@/components/button';
import { ConfirmButtons } from '@/components/confirm-buttons';
import { formatDateTime, partKeyOf } from '@/entities/practice-session/format';
import { QuestionGraphic } from '@/entities/question-graphic/question-graphic';
import { MistakeHistory } from './mistake-history';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface MistakeRowProps {
  item: MistakeItem;
  /** Takes it out of the notebook (asked once more in the row first). */
  onRemove: (item: MistakeItem) => void;
}

/**
 * One missed question: part, when it is due, misses; opened, its key, explanation and history.
 * "移出错题本" asks once in the row (its attempts are kept, a new miss brings it back), then
 * removes it.
 */
export function MistakeRow({ item, onRemove }: MistakeRowProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { question } = item;
  const partKey = partKeyOf(item.part);
  return (
    <li
      data-testid="mistake-item"
      data-due={item.isDue}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          data-testid="mistake-open"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          className="flex min-w-0 flex-1 items-start gap-3 text-left"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2 text-xs">
              {partKey && (
                <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300">
                  {t('session.partName', { part: item.part, name: t(`parts.${partKey}.name`) })}
                </span>
              )}
              <span
                className={
                  item.isDue
                    ? 'font-semibold text-rose-600 dark:text-rose-400'
                    : 'text-slate-500 dark:text-slate-400'
                }
              >
                {item.isDue
                  ? t('mistakes.item.dueNow')
                  : t('mistakes.item.dueAt', { date: formatDateTime(item.due, i18n.language) })}
              </span>
              <span className="text-slate-500 dark:text-slate-400">
                {t('mistakes.item.lapses', { count: item.lapses })}
              </span>
              {item.successes > 0 && (
                <span className="text-emerald-600 dark:text-emerald-400">
                  {t('mistakes.item.successes', { count: item.successes })}
                </span>
              )}
            </span>
            <span className="mt-1.5 line-clamp-2 block text-sm font-medium text-slate-900 dark:text-white">
              {question.question}
            </span>
          </span>
          <ChevronDown
            className={`mt-1 h-4 w-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-label={t(open ? 'mistakes.item.close' : 'mistakes.item.open')}
          />
        </button>
        <Button
          variant="ghost"
          size="sm"
          data-testid="mistake-remove"
          aria-label={t('mistakes.remove.action')}
          title={t('mistakes.remove.action')}
          aria-expanded={confirming}
          className="-mt-1 -mr-2 shrink-0 px-2 hover:text-rose-600 dark:hover:text-rose-400"
          onClick={() => setConfirming((c) => !c)}
        >
          <ListX className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={t('mistakes.remove.action')}
          data-testid="mistake-remove-confirm"
          className="mt-3 flex flex-col gap-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-900 sm:flex-row sm:items-center dark:bg-rose-500/10 dark:text-rose-100"
        >
          <p className="flex-1">{t('mistakes.remove.confirm')}</p>
          <ConfirmButtons
            confirm={t('mistakes.remove.action')}
            cancel={t('mistakes.remove.cancel')}
            onConfirm={() => {
              setConfirming(false);
              onRemove(item);
            }}
            onCancel={() => setConfirming(false)}
            testIds={{ confirm: 'mistake-remove-yes', cancel: 'mistake-remove-no' }}
          />
        </div>
      )}
      {open && (
        <div className="mt-4 space-y-4 border-t border-slate-100 pt-4 dark:border-slate-800">
          {question.passage && (
            <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
              {question.passage}
            </p>
          )}
          {question.graphic && <QuestionGraphic graphic={question.graphic} />}
          <ol className="space-y-1 text-sm">
            {question.options.map((option, i) => (
              <li
                key={i}
                className={
                  i === question.correctAnswer
                    ? 'font-semibold text-emerald-700 dark:text-emerald-400'
                    : i === item.lastAnswer
                      ? 'text-rose-600 line-through dark:text-rose-400'
                      : 'text-slate-600 dark:text-slate-300'
                }
              >
                {LETTERS[i]}. {option}
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t('mistakes.detail.correct', { letter: LETTERS[question.correctAnswer] })}
            {item.lastAnswer !== null &&
              ` · ${t('mistakes.detail.yours', { letter: LETTERS[item.lastAnswer] })}`}
          </p>
          <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
            <p className="font-semibold">{t('mistakes.detail.explanation')}</p>
            <p className="mt-1 whitespace-pre-line">
              {question.explanation || t('mistakes.detail.noExplanation')}
            </p>
          </div>
          <MistakeHistory questionId={item.questionId} />
        </div>
      )}
    </li>
  );
}
