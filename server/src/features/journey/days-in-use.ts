import type { Runtime } from '../../runtime.ts';

/** A journey written in this long counts as a subscriber active "in the last week". */
const ACTIVE_DAYS = 7;

/**
 * The days subscribers active in the last week are on (their current day: the first not completed, as
 * currentDay in @detox/projections counts it) and how many are on each, from the journeys read model. A journey
 * with all 21 days completed is on none.
 */
export async function daysInUse(
  runtime: Pick<Runtime, 'sql'>,
): Promise<{ day: number; subscribers: number }[]> {
  const rows = await runtime.sql<{ day: number; subscribers: string }[]>`
    select current.day, count(*) as subscribers
      from (select d.user_id, min(d.day) as day
              from rm_journeys j
              join rm_journey_days d on d.user_id = j.user_id
             where j.updated_at > now() - make_interval(days => ${ACTIVE_DAYS})
               and not (coalesce(d.state ->> 'completed', 'false') = 'true'
                        and json_typeof(d.state -> 'questionnaire') = 'object')
             group by d.user_id) current
     group by current.day`;
  return rows.map((row) => ({ day: row.day, subscribers: Number(row.subscribers) }));
}
