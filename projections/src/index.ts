export type { EventMetadata, NewEvent, StoredEvent } from './envelope.ts';
export {
  type AnyEvent,
  type AudioEvent,
  type CustomerEvent,
  type EventData,
  type EventOfType,
  type EventType,
  type GuidanceEvent,
  type JourneyEvent,
  type PushEvent,
  type Stored,
  type UserEvent,
  categoryOfEventType,
  eventCatalogue,
  eventTypesOf,
  idOfStream,
  InvalidEventError,
  isEventIn,
  isEventType,
  parseEvent,
  parseEventData,
  streamId,
} from './events/catalogue.ts';
export { defineKeyedProjection, type KeyedProjection, type Versioned } from './keyed-projection.ts';
export { type FoldedWrite, handlesEvent, type Projection, type StreamFold } from './projection.ts';
export { allProjections } from './registry.ts';
export {
  JOURNEY_DAYS,
  type JourneyHeader,
  journeyFromRows,
  journeysProjection,
} from './read-models/journeys.ts';
export * from './journey/journey-state.ts';
export * from './journey/progress.ts';
export { cohortFunnel, questionnaireAverages } from './analytics/cohort-funnel.ts';
export * from './push/push-state.ts';
export { DEFAULT_REMINDER_TIME_ZONE, type PushUnsubscribeReason } from './events/push.ts';
