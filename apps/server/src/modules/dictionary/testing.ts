/**
 * Test support: the AI fakes and helpers the dictionary's tests borrow from the question engine,
 * gathered in one place so they are imported from one file.
 */
export { MemoryQuotaStore } from '../questions/quota';
export { providerEnv } from '../questions/test-ai-app';
export { promptOf } from '../questions/testing';
export { VENDORS, instantRetry, closedPortUrl } from '../questions/providers/testing';
export type { FakeServer } from '../questions/providers/fakes';
