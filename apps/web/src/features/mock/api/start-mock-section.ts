import type { MockSection } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * POST /api/mock-tests/{id}/start — `listening` starts the clock (开始听力); `reading` ends the
 * listening section for good and starts reading's own time. Repeating either changes nothing.
 */
export const startMockSection = (id: string, section: MockSection) =>
  api.call(routes.mockTests.startMockSection, { params: { id }, body: { section } });
