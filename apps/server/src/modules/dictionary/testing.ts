/**
 * Test support: the AI fakes and helpers the dictionary's tests use, gathered in one place so
 * they are imported from one file.
 */
export { MemoryQuotaStore } from '../../ai';
export {
  closedPortUrl,
  instantRetry,
  promptOf,
  providerEnv,
  VENDORS,
  type FakeServer,
} from '../../ai/testing';
