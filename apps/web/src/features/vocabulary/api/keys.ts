export { VOCABULARY_KEY } from '@/entities/vocabulary-stats/keys';
