import { type MockKind } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/mock-tests — assembles a form and starts its clock. */
export const createMockTest = (kind: MockKind) =>
  api.call(routes.mockTests.createMockTest, { body: { kind } });
