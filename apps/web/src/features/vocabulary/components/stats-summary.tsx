import type { VocabularyStats } from '@toeic-ace/contract';
import { ReviewBanner } from './review-banner';
import { StatsHeader } from './stats-header';

/** The notebook's figures and the way into review: shown once the stats have arrived. */
export default function StatsSummary({ stats }: { stats: VocabularyStats }) {
  return (
    <>
      <StatsHeader stats={stats} />
      <ReviewBanner due={stats.wordsNeedingReview} />
    </>
  );
}
