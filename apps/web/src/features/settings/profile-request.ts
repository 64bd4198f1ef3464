// The profile change's schema, in a chunk of its own: the settings form loads it when sent.
export { updateProfileRequestSchema } from '@toeic-ace/contract';
