import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors';
import { yieldToEventLoop } from '../runtime/event-loop';

/**
 * Bounds on the shape of a parsed request body, checked before schema validation so that the
 * work a request can cause stays small whatever its shape: validation cost grows with keys,
 * items and depth, and the 1 MB body limit alone still allows 100 000 keys.
 */
export interface InputLimits {
  /** Keys in any one object. */
  maxKeys: number;
  /** Items in any one array. */
  maxItems: number;
  /** Nesting of objects and arrays. */
  maxDepth: number;
  /** Objects, arrays and values in the whole body. */
  maxNodes: number;
}

/**
 * No route body needs more than a few dozen keys or 200 items today; a route that imports
 * thousands of entries raises its own limits with `config: { inputLimits: { maxItems } }`.
 */
export const DEFAULT_INPUT_LIMITS: InputLimits = {
  maxKeys: 200,
  maxItems: 500,
  maxDepth: 32,
  maxNodes: 20_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    inputLimits?: Partial<InputLimits>;
  }
}

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string;
}

const pathOf = (frame: Frame) => {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f?.parent; f = f.parent) keys.unshift(f.key.slice(0, 50));
  return keys.join('.');
};

export interface InputLimitProblem {
  path: string;
  message: string;
  limit: keyof InputLimits;
}

/** The first limit the value exceeds (path and message), or null. Iterative: depth is hostile. */
export function checkInputLimits(value: unknown, limits: InputLimits): InputLimitProblem | null {
  const stack: Frame[] = [{ value, depth: 0, parent: null, key: '' }];
  let nodes = 0;
  while (stack.length) {
    const frame = stack.pop()!;
    nodes += 1;
    if (nodes > limits.maxNodes) {
      return {
        path: '',
        message: `more than ${limits.maxNodes} values in the body`,
        limit: 'maxNodes',
      };
    }
    const v = frame.value;
    if (v === null || typeof v !== 'object') continue;
    if (frame.depth >= limits.maxDepth) {
      return {
        path: pathOf(frame),
        message: `nested deeper than ${limits.maxDepth} levels`,
        limit: 'maxDepth',
      };
    }
    if (Array.isArray(v)) {
      if (v.length > limits.maxItems) {
        return {
          path: pathOf(frame),
          message: `more than ${limits.maxItems} items`,
          limit: 'maxItems',
        };
      }
      for (let i = 0; i < v.length; i++) {
        stack.push({ value: v[i], depth: frame.depth + 1, parent: frame, key: String(i) });
      }
      continue;
    }
    const keys = Object.keys(v);
    if (keys.length > limits.maxKeys) {
      return { path: pathOf(frame), message: `more than ${limits.maxKeys} keys`, limit: 'maxKeys' };
    }
    for (const key of keys) {
      const child = (v as Record<string, unknown>)[key];
      stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
    }
  }
  return null;
}

/** A body past the input limits: 400 VALIDATION_ERROR, unless its route says otherwise. */
export class InputShapeError extends ValidationError {
  constructor(readonly problem: InputLimitProblem) {
    super(`Request body too large in shape: ${problem.message}`, [
      { path: problem.path, message: problem.message, code: 'too_big' },
    ]);
  }
}

async function inputLimitsPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const raised = request.routeOptions.config?.inputLimits;
    const limits = { ...DEFAULT_INPUT_LIMITS, ...raised };
    // A route that takes megabytes has just parsed them, and walking them takes tens of ms
    // more: other requests get their turn between the two (hooks run on without a break).
    if (raised) await yieldToEventLoop();
    const problem = checkInputLimits(request.body, limits);
    if (problem) throw new InputShapeError(problem);
  });
}

export default fp(inputLimitsPlugin, { name: 'input-limits' });
