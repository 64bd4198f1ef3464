// The stats are shared with the home page; the notebook reads them from the entity.
export {
  getVocabularyStats,
  useVocabularyStatsQuery,
} from '@/entities/vocabulary-stats/api/get-stats';
