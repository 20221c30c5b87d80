import type { RuntimePart } from '../../runtime.ts';
import {
  type AnalystAccess,
  type AnalystRole,
  analystUrl,
  openAnalystAccess,
  prepareAnalystRole,
} from '../../analytics/analyst-access.ts';

/**
 * Support's share of a runtime: the analyst role, prepared at every start after the log's tables (it is granted
 * reading them), and the connection analysts' SQL runs on, with that role's rights, never the app's own.
 */
export const supportPart: RuntimePart<AnalystAccess, AnalystRole> = {
  name: 'support',
  migrate: prepareAnalystRole,
  open({ config, logger, sql, embedded, url }, analystRole) {
    const prepared = analystRole ?? { role: '', schema: '', problem: 'papel não preparado' };
    if (prepared.problem) logger.warn({ role: prepared.role }, prepared.problem);
    return embedded
      ? openAnalystAccess(prepared, { embedded: true, sql })
      : openAnalystAccess(prepared, {
          embedded: false,
          url: analystUrl(url, prepared.role, config.ANALYST_DATABASE_URL),
        });
  },
  close: (analysts) => analysts.close(),
};
