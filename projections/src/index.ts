export type { EventMetadata, NewEvent, StoredEvent } from './envelope.ts';
export { handlesEvent, type Projection } from './projection.ts';
