import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WordCapture } from '@/entities/vocabulary-word/components/word-capture';
import { filterItems, type AnswerFilter, type ReviewItem } from '../review-items';
import { QuestionDetail } from './question-detail';
import { QuestionNav } from './question-nav';

/** The reviewed session's questions: filtered all / correct / incorrect, the first selected. */
export default function SessionQuestions({ items }: { items: readonly ReviewItem[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const [selected, setSelected] = useState(0);
  const visible = filterItems(items, filter);
  const current = visible.find((item) => item.index === selected) ?? visible[0] ?? null;

  const changeFilter = (next: AnswerFilter) => {
    setFilter(next);
    const first = filterItems(items, next)[0];
    if (first) setSelected(first.index);
  };

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <QuestionNav
        items={items}
        visible={visible}
        filter={filter}
        onFilterChange={changeFilter}
        selected={current?.index ?? null}
        onSelect={setSelected}
      />
      {current ? (
        <WordCapture sourceType="review" sourceId={current.question.id}>
          <QuestionDetail
            key={current.question.id}
            item={current}
            position={visible.indexOf(current)}
            count={visible.length}
            onSelect={(position) => {
              const target = visible[position];
              if (target) setSelected(target.index);
            }}
          />
        </WordCapture>
      ) : (
        <p
          data-testid="review-no-match"
          className="rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400"
        >
          {t('review.detail.noMatch')}
        </p>
      )}
    </div>
  );
}
