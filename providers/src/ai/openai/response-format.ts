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

/**
 * The strict JSON-schema response format for a draft schema, built by the SDK's own zod helper. The helper loads
 * part of the SDK (~1 MB of RSS), so it is imported at the first draft asked for, as the SDK is (openai-client.ts),
 * not by every server that runs the fake provider.
 */
export async function responseFormatFor(name: string, schema: z.ZodType): Promise<ResponseFormatJSONSchema> {
  const { zodResponseFormat } = await import('openai/helpers/zod');
  const format = zodResponseFormat(schema, name);
  return {
    type: 'json_schema',
    json_schema: {
      ...format.json_schema,
      schema: withoutUnsupported(format.json_schema.schema) as Record<string, unknown>,
    },
  };
}
