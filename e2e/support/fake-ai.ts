/**
 * The fake AI providers of the server's own tests: real HTTP servers on 127.0.0.1 speaking
 * Gemini's and the OpenAI chat-completions wire formats, to configure a real server with.
 */
export {
  promptOf,
  providerEnv,
  startFakeGemini,
  startFakeOpenAi,
  type FakeRequest,
  type FakeServer,
} from '../../apps/server/src/ai/testing';
