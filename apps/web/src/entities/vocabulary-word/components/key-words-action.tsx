import clsx from 'clsx';
import { BookmarkPlus, Check, ChevronUp, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { useKnownWords } from '../api/known-words';
import { keyWordsOf, questionContext, type KeyWordSource } from '../key-words';
import { useAddWord } from '../use-add-word';
import { wordLanguageOf } from '../word-language';

interface KeyWordsActionProps {
  question: KeyWordSource & { id: string };
  /** Where the words are said to come from (review). */
  sourceType: string;
}

/**
 * 加入生词本 on a missed question: opens the question's key words (options, words the
 * explanation names); one click adds a word with the question sentence as its context. Words
 * the notebook already holds show as added. Nothing is shown when the question has none.
 */
export function KeyWordsAction({ question, sourceType }: KeyWordsActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = useMemo(() => keyWordsOf(question), [question]);
  if (words.length === 0) return null;
  return (
    <section data-testid="key-words" className="mt-4">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        data-testid="key-words-toggle"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? (
          <ChevronUp className="h-4 w-4" aria-hidden />
        ) : (
          <BookmarkPlus className="h-4 w-4" aria-hidden />
        )}
        {open ? t('wordCapture.keyWords.close') : t('wordCapture.keyWords.action')}
      </Button>
      {open && <KeyWordList words={words} question={question} sourceType={sourceType} />}
    </section>
  );
}

function KeyWordList({
  words,
  question,
  sourceType,
}: {
  words: string[];
  question: KeyWordsActionProps['question'];
  sourceType: string;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddWord();
  const known = useKnownWords(words, true);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const context = questionContext(question);

  const addOne = async (word: string) => {
    setBusy(word);
    try {
      const outcome = await add({
        word,
        context,
        sourceType,
        sourceId: question.id,
        language: wordLanguageOf(i18n.language),
      });
      if (outcome !== 'failed') setAdded((prev) => new Set(prev).add(word.toLowerCase()));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      tone="accent"
      as="div"
      testId="key-words-panel"
      className="mt-3"
      level={3}
      title={t('wordCapture.keyWords.title')}
      description={t('wordCapture.keyWords.hint')}
    >
      {known.isPending ? (
        <Spinner size="sm" className="mt-3" />
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {words.map((word) => {
            const key = word.toLowerCase();
            const isAdded = added.has(key) || Boolean(known.data?.has(key));
            return (
              <li key={key}>
                <button
                  type="button"
                  data-testid="key-word"
                  data-word={word}
                  data-added={isAdded}
                  disabled={isAdded || busy !== null}
                  aria-label={
                    isAdded
                      ? `${word} · ${t('wordCapture.keyWords.added')}`
                      : t('wordCapture.keyWords.add', { word })
                  }
                  onClick={() => void addOne(word)}
                  className={clsx(
                    'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    isAdded
                      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200'
                      : 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-indigo-50 disabled:opacity-60 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700',
                  )}
                >
                  {busy === word ? (
                    <Spinner size="sm" tone="current" />
                  ) : isAdded ? (
                    <Check className="h-3.5 w-3.5" aria-hidden />
                  ) : (
                    <Plus className="h-3.5 w-3.5" aria-hidden />
                  )}
                  {word}
                  {isAdded && (
                    <span className="text-xs font-normal">{t('wordCapture.keyWords.added')}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
