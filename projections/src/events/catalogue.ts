import type { z } from 'zod';
import { aiEvents } from './ai.ts';
import { audioEvents } from './audio.ts';
import { customerEvents } from './customer.ts';
import { guidanceEvents } from './guidance.ts';
import { journeyEvents } from './journey.ts';
import { pushEvents } from './push.ts';
import { supportEvents } from './support.ts';
import { userEvents } from './user.ts';

/** Every event type, by stream category. docs/events.md is generated from this. */
export const eventCatalogue = {
  customer: customerEvents,
  user: userEvents,
  journey: journeyEvents,
  support: supportEvents,
  ai: aiEvents,
  guidance: guidanceEvents,
  audio: audioEvents,
  push: pushEvents,
} as const;

export type StreamCategory = keyof typeof eventCatalogue;
type Schemas = typeof customerEvents &
  typeof userEvents &
  typeof journeyEvents &
  typeof supportEvents &
  typeof aiEvents &
  typeof guidanceEvents &
  typeof audioEvents &
  typeof pushEvents;
export type EventType = keyof Schemas;
export type EventData<T extends EventType> = z.infer<Schemas[T]>;

const schemas: Record<string, z.ZodType> = {
  ...customerEvents,
  ...userEvents,
  ...journeyEvents,
  ...supportEvents,
  ...aiEvents,
  ...guidanceEvents,
  ...audioEvents,
  ...pushEvents,
};

export function isEventType(type: string): type is EventType {
  return type in schemas;
}

/** Validates an event's data against the catalogue; throws on an unknown type or a bad shape. */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  const schema = schemas[type];
  if (!schema) throw new RangeError(`Tipo de evento desconhecido: ${type}`);
  return schema.parse(data) as EventData<T>;
}

export function streamId(category: StreamCategory, id: string): string {
  return `${category}-${id}`;
}
