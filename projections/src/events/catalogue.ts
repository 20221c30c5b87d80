import type { z } from 'zod';
import type { StoredEvent } from '../envelope.ts';
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

/**
 * The events of one catalogue file as a discriminated union, `{ type: K; data: z.infer<schema of K> }` for each
 * K: a `switch (event.type)` narrows `event.data`, and an event literal with a mistyped type or data fails tsc.
 */
type EventOf<Schemas extends Readonly<Record<string, z.ZodType>>> = {
  [K in keyof Schemas & string]: { type: K; data: z.output<Schemas[K]> };
}[keyof Schemas & string];

export type CustomerEvent = EventOf<typeof customerEvents>;
export type UserEvent = EventOf<typeof userEvents>;
export type JourneyEvent = EventOf<typeof journeyEvents>;
type SupportEvent = EventOf<typeof supportEvents>;
type AiEvent = EventOf<typeof aiEvents>;
export type GuidanceEvent = EventOf<typeof guidanceEvents>;
export type AudioEvent = EventOf<typeof audioEvents>;
export type PushEvent = EventOf<typeof pushEvents>;

/** The events of the streams of one category. */
export type CategoryEvent<C extends StreamCategory> = EventOf<(typeof eventCatalogue)[C]>;

/** Every event the catalogue knows. */
export type AnyEvent =
  CustomerEvent | UserEvent | JourneyEvent | SupportEvent | AiEvent | GuidanceEvent | AudioEvent | PushEvent;

export type EventType = AnyEvent['type'];
/** The event of one type, or of a union of types. */
export type EventOfType<T extends EventType> = Extract<AnyEvent, { type: T }>;
export type EventData<T extends EventType> = EventOfType<T>['data'];

/** What every event is before the catalogue says more: a type name and its data. */
export interface EventShape {
  type: string;
  data: unknown;
}

/**
 * A stored event of the union E: the envelope with `type` and `data` narrowed together (one member per type), so
 * a fold switches on `event.type` and reads `event.data` without casts. Get one from a StoredEvent with `isEventIn`.
 * Stored<EventShape> is the untyped StoredEvent.
 */
export type Stored<E extends EventShape = AnyEvent> = E extends EventShape
  ? StoredEvent<E['type'], E['data']>
  : never;

const schemas: Readonly<Record<string, z.ZodType>> = {
  ...customerEvents,
  ...userEvents,
  ...journeyEvents,
  ...supportEvents,
  ...aiEvents,
  ...guidanceEvents,
  ...audioEvents,
  ...pushEvents,
};

const categoryOf = new Map<string, StreamCategory>(
  Object.entries(eventCatalogue).flatMap(([category, events]) =>
    Object.keys(events).map((type): [string, StreamCategory] => [type, category as StreamCategory]),
  ),
);

export function isEventType(type: string): type is EventType {
  return categoryOf.has(type);
}

/** The category whose streams hold events of this type; undefined for a type the catalogue does not know. */
export function categoryOfEventType(type: string): StreamCategory | undefined {
  return categoryOf.get(type);
}

/** Every event type of one category, in catalogue order. */
export function eventTypesOf<C extends StreamCategory>(category: C): readonly CategoryEvent<C>['type'][] {
  return Object.keys(eventCatalogue[category]) as CategoryEvent<C>['type'][];
}

/**
 * Narrows a stored event to the union of `E` when its type is one of `types`. Only the type name is checked: the
 * data is trusted, as every append was validated against the catalogue (outside production, see
 * server/src/event-store/validated-store.ts) and every read goes through the upcasters to the current shape.
 */
export function isEventIn<E extends EventShape>(
  types: readonly E['type'][],
  event: StoredEvent,
): event is Stored<E> {
  return (types as readonly string[]).includes(event.type);
}

/** An event the catalogue refuses: unknown type, or data of the wrong shape. */
export class InvalidEventError extends TypeError {
  override readonly name = 'InvalidEventError';
  constructor(
    readonly eventType: string,
    message: string,
    readonly issues: readonly z.core.$ZodIssue[] = [],
  ) {
    super(message);
  }
}

/**
 * The event checked against the catalogue, as the union member of its type (the data as the schema parsed it).
 * Throws InvalidEventError for an unknown type or data of the wrong shape.
 */
export function parseEvent<T extends EventType>(event: { type: T; data: unknown }): EventOfType<T>;
export function parseEvent(event: { type: string; data: unknown }): AnyEvent;
export function parseEvent(event: { type: string; data: unknown }): AnyEvent {
  const schema = schemas[event.type];
  if (!schema) throw new InvalidEventError(event.type, `Tipo de evento desconhecido: ${event.type}`);
  const parsed = schema.safeParse(event.data);
  if (!parsed.success) {
    const where = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
      .join('; ');
    throw new InvalidEventError(event.type, `Evento ${event.type} inválido: ${where}`, parsed.error.issues);
  }
  // The schema of `event.type` accepted the data, so this is that member of the union (zod cannot tell tsc).
  return { type: event.type, data: parsed.data } as AnyEvent;
}

/** Validates an event's data against the catalogue; throws InvalidEventError on an unknown type or a bad shape. */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T>;
// tsc cannot tie a generic T to its member of the union: the signature above says what parseEvent checked.
export function parseEventData(type: EventType, data: unknown): unknown {
  return parseEvent({ type, data }).data;
}

export function streamId(category: StreamCategory, id: string): string {
  return `${category}-${id}`;
}

/** The id a stream of this category was named with (streamId's inverse); throws for another category's stream. */
export function idOfStream(category: StreamCategory, stream: string): string {
  const prefix = `${category}-`;
  if (!stream.startsWith(prefix)) throw new Error(`Not a ${category} stream: ${stream}`);
  return stream.slice(prefix.length);
}
