export { VOCABULARY_KEY } from '@/entities/vocabulary-word/keys';
