import type { RuntimePart } from '../../runtime.ts';
import { deleteQuotaUsage, migrateQuotaTable } from './quota.ts';

/** The AI's share of a runtime: the quota counters' table, and an erased person's counters deleted. */
export const aiPart: RuntimePart = {
  name: 'ai',
  migrate: migrateQuotaTable,
  forgetUser: (_nothing, userId, runtime) => deleteQuotaUsage(runtime.sql, userId),
};
