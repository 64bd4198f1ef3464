export { startFakeGemini } from './fake-gemini';
export { startFakeOpenAi } from './fake-openai';
export type { FakeOptions, FakeRequest, FakeServer, FakeStep, Responder } from './fake-server';
