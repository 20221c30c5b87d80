import { createEmbeddedTestDatabase } from '../../testing/postgres.ts';
import { describeEventStoreContract } from '../../testing/event-store.contract.ts';
import { migrateEventStore } from '../sql/schema.ts';
import { createSqlEventStore } from '../sql/sql-event-store.ts';

describeEventStoreContract('PGlite', async () => {
  const db = await createEmbeddedTestDatabase();
  await migrateEventStore(db.sql);
  return { store: createSqlEventStore(db.sql, { backend: 'embedded' }), cleanup: db.drop };
});
