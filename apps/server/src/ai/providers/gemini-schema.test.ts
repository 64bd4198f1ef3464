import { describe, expect, it } from 'vitest';
import { toGeminiSchema } from './gemini-schema';

describe('toGeminiSchema', () => {
  it('converts types, keeps supported keywords and drops the rest', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      additionalProperties: false,
      properties: {
        questions: {
          type: 'array',
          minItems: 1,
          maxItems: 20,
          items: {
            type: 'object',
            properties: {
              question: { type: 'string', description: 'The stem', minLength: 1 },
              options: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
              correctAnswer: { type: 'integer', minimum: 0, maximum: 3 },
              kind: { const: 'mcq' },
              version: { const: 2 },
            },
            required: ['question', 'options', 'correctAnswer'],
          },
        },
      },
      required: ['questions'],
    };
    expect(toGeminiSchema(schema)).toEqual({
      type: 'OBJECT',
      properties: {
        questions: {
          type: 'ARRAY',
          minItems: 1,
          maxItems: 20,
          items: {
            type: 'OBJECT',
            properties: {
              question: { type: 'STRING', description: 'The stem' },
              options: { type: 'ARRAY', items: { type: 'STRING' }, minItems: 4, maxItems: 4 },
              correctAnswer: { type: 'INTEGER', minimum: 0, maximum: 3 },
              kind: { type: 'STRING', enum: ['mcq'] },
              version: {},
            },
            propertyOrdering: ['question', 'options', 'correctAnswer', 'kind', 'version'],
            required: ['question', 'options', 'correctAnswer'],
          },
        },
      },
      propertyOrdering: ['questions'],
      required: ['questions'],
    });
  });

  it('maps nullable unions and keeps string enums only', () => {
    expect(toGeminiSchema({ type: ['string', 'null'] })).toEqual({
      type: 'STRING',
      nullable: true,
    });
    expect(toGeminiSchema({ enum: ['zh', 'ja', 'en'] })).toEqual({
      type: 'STRING',
      enum: ['zh', 'ja', 'en'],
    });
    expect(toGeminiSchema({ type: 'integer', enum: [1, 2, 3] })).toEqual({ type: 'INTEGER' });
    expect(toGeminiSchema({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toEqual({
      type: 'NUMBER',
      nullable: true,
    });
    expect(toGeminiSchema({ anyOf: [{ type: 'number' }, { type: 'string' }] })).toEqual({
      anyOf: [{ type: 'NUMBER' }, { type: 'STRING' }],
    });
  });

  it('inlines local $defs references', () => {
    const schema = {
      type: 'array',
      items: { $ref: '#/$defs/option' },
      $defs: { option: { type: 'string', description: 'one option' } },
    };
    expect(toGeminiSchema(schema)).toEqual({
      type: 'ARRAY',
      items: { type: 'STRING', description: 'one option' },
    });
  });

  it('stops on a recursive schema instead of looping', () => {
    const schema = { type: 'object', properties: { child: { $ref: '#' } } };
    expect(() => toGeminiSchema(schema)).not.toThrow();
  });
});
