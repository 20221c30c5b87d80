import { zodResponseFormat } from 'openai/helpers/zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { z } from 'zod';

/**
 * Keywords strict structured outputs refuse ("maxLength is not permitted"). They are dropped from the schema
 * we send; the zod schema still enforces them on the answer, so a run-away text is refused, not stored.
 */
const UNSUPPORTED = new Set(['minLength', 'maxLength', '$schema']);

function withoutUnsupported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsupported);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !UNSUPPORTED.has(key))
        .map(([key, item]) => [key, withoutUnsupported(item)]),
    );
  return value;
}

/** The strict JSON-schema response format for a draft schema, built by the SDK's own zod helper. */
export function responseFormatFor(name: string, schema: z.ZodType): ResponseFormatJSONSchema {
  const format = zodResponseFormat(schema, name);
  return {
    type: 'json_schema',
    json_schema: {
      ...format.json_schema,
      schema: withoutUnsupported(format.json_schema.schema) as Record<string, unknown>,
    },
  };
}
