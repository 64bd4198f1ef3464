import type { Question } from '@toeic-ace/contract';
import { FileText, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import { splitDocuments } from '../review-items';
import { TranscriptPanel } from './transcript-panel';

/** What the question rests on: passage (Parts 6–7), or audio, image, scene and transcript. */
export function QuestionContext({ question }: { question: Question }) {
  const { t } = useTranslation();
  const documents = question.passage ? splitDocuments(question.passage) : [];
  return (
    <div className="mt-4 space-y-4 empty:hidden">
      {question.audioUrl && (
        <audio
          controls
          preload="none"
          src={question.audioUrl}
          data-testid="review-audio"
          aria-label={t('review.detail.audio')}
          className="w-full"
        />
      )}
      {question.imageUrl && (
        <figure>
          <img
            src={question.imageUrl}
            alt={question.scene ?? t('review.detail.image')}
            data-testid="review-image"
            className="max-h-80 w-full rounded-2xl border border-slate-200 object-contain dark:border-slate-700"
          />
        </figure>
      )}
      {question.scene && !question.imageUrl && (
        <div
          data-testid="review-scene"
          className="flex gap-3 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        >
          <ImageIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <p>
            <span className="font-semibold">{t('review.detail.scene')}</span>
            {question.scene}
          </p>
        </div>
      )}
      {question.type === 'listening' && question.transcript && (
        <TranscriptPanel question={question} />
      )}
      {documents.length > 0 && (
        <section
          data-testid="review-passage"
          aria-label={t('review.detail.passage')}
          className="space-y-3"
        >
          {documents.map((doc, i) => (
            <div
              key={i}
              className="rounded-2xl border border-slate-200 bg-slate-50/70 p-4 dark:border-slate-700 dark:bg-slate-800/40"
            >
              {documents.length > 1 && (
                <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  <FileText className="h-3.5 w-3.5" aria-hidden />
                  {t('review.detail.document', { number: i + 1 })}
                </p>
              )}
              <p
                {...wordCaptureTarget}
                className="text-sm leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-100"
              >
                {doc}
              </p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
