import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded database, sized for one small rented server (decision 0028):
 * PGlite's defaults are a server's (128 MB of shared buffers, all of it resident in this process once touched).
 * PGlite's `startParams` replace its defaults, so these come after them.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '1MB',
};

export const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
