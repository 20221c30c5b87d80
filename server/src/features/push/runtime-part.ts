import type { RuntimePart } from '../../runtime.ts';
import { migrateVapidTable } from './vapid.ts';

/** Push's share of a runtime: the table that keeps the VAPID keys every instance signs with. */
export const pushPart: RuntimePart = {
  name: 'push',
  migrate: migrateVapidTable,
};
