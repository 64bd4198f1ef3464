// The profile change's schema, in a chunk of its own: the settings form loads it when sent.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- this chunk is the schema
export { updateProfileRequestSchema } from '@toeic-ace/contract';
