import {
  createMockTestRequestSchema,
  mockAnswerRequestSchema,
  mockAnswerResultSchema,
  mockResultSchema,
  mockTestDetailSchema,
  mockTestIdParamsSchema,
  mockTestListSchema,
  startMockSectionRequestSchema,
} from '../mock-test';
import { defineRoutes } from './define';

/**
 * Timed mock tests (rules in mock-test.ts). Every call needs login; another user's test answers
 * 404. A call on a test whose reading time is up submits it first.
 */
export const mockTestRoutes = defineRoutes({
  createMockTest: {
    method: 'POST',
    path: '/mock-tests',
    auth: 'required',
    description:
      'Assembles a form from the pool (part counts of MOCK_BLUEPRINT, groups whole, items not ' +
      'yet seen in this learner’s mocks first), `ready`: its clock starts with listening. 409 ' +
      'MOCK_TEST_IN_PROGRESS (details.id) while the learner has an unfinished form; 503 when ' +
      'the pool cannot fill a form.',
    body: createMockTestRequestSchema,
    status: 201,
    response: mockTestDetailSchema,
    errors: [400, 401, 409, 503],
  },
  listMockTests: {
    method: 'GET',
    path: '/mock-tests',
    auth: 'required',
    description: 'The learner’s tests, newest first.',
    response: mockTestListSchema,
    errors: [401],
  },
  getMockTest: {
    method: 'GET',
    path: '/mock-tests/:id',
    auth: 'required',
    description: 'Questions without keys or explanations until the test is submitted.',
    params: mockTestIdParamsSchema,
    response: mockTestDetailSchema,
    errors: [401, 404],
  },
  answerMockTest: {
    method: 'POST',
    path: '/mock-tests/:id/answers',
    auth: 'required',
    description:
      'Saves one answer (null clears it; the same answer again changes nothing). 400 when the ' +
      'question is not on the form; 409 MOCK_TEST_NOT_STARTED before listening starts, ' +
      'LISTENING_NOT_FINISHED for a reading answer while listening runs, SECTION_CLOSED after ' +
      'its section’s end, MOCK_TEST_SUBMITTED once submitted.',
    params: mockTestIdParamsSchema,
    body: mockAnswerRequestSchema,
    response: mockAnswerResultSchema,
    errors: [400, 401, 404, 409],
  },
  startMockSection: {
    method: 'POST',
    path: '/mock-tests/:id/start',
    auth: 'required',
    description:
      '{section: listening} starts the clock (once; again changes nothing). {section: reading} ' +
      'ends the listening section for good now and gives reading its full time from now (once ' +
      'listening is over it changes nothing). Answers the test as it then stands; 409 ' +
      'MOCK_TEST_SUBMITTED once submitted.',
    params: mockTestIdParamsSchema,
    body: startMockSectionRequestSchema,
    response: mockTestDetailSchema,
    errors: [400, 401, 404, 409],
  },
  submitMockTest: {
    method: 'POST',
    path: '/mock-tests/:id/submit',
    auth: 'required',
    description: 'Scores from the stored keys; submitting again returns the same result.',
    params: mockTestIdParamsSchema,
    response: mockResultSchema,
    errors: [401, 404],
  },
});
