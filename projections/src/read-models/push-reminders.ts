import type { PushEvent } from '../events/catalogue.ts';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';
import { evolvePush, initialPushState, type PushState, pushEventTypes } from '../push/push-state.ts';

const PUSH_STREAM = /^push-(.+)$/;

/**
 * rm_push_reminders: each subscriber's push subscriptions, reminder preferences and last reminder, one row per
 * user (the fold of push-{userId}). Inline: the settings screen reads its own write, and the reminder scheduler
 * picks its candidates from the enabled/hour/subscription_count columns.
 */
export const pushRemindersProjection = defineKeyedProjection<PushState, PushEvent>({
  name: 'push-reminders',
  // 2: the reminder's minute in the stored state (quarter hours).
  version: 2,
  handles: pushEventTypes,
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_push_reminders (
        user_id text primary key,
        state jsonb not null,
        enabled boolean not null,
        hour integer not null,
        subscription_count integer not null,
        position bigint not null
      )`;
  },
  async reset(tx) {
    await tx`truncate rm_push_reminders`;
  },
  keyOf: (event) => PUSH_STREAM.exec(event.streamId)?.[1],
  initial: initialPushState,
  evolve: evolvePush,
  async load(tx, keys) {
    const rows = await tx<{ user_id: string; state: PushState; position: string }[]>`
      select user_id, state, position from rm_push_reminders where user_id = any(${keys as string[]})`;
    return new Map(
      rows.map((row): [string, Versioned<PushState>] => [
        row.user_id,
        { state: row.state, position: Number(row.position) },
      ]),
    );
  },
  async save(tx, rows) {
    for (const [userId, { state, position }] of rows) {
      await tx`
        insert into rm_push_reminders (user_id, state, enabled, hour, subscription_count, position)
        values (${userId}, ${JSON.stringify(state)}::text::jsonb, ${state.preferences.enabled},
                ${state.preferences.hour}, ${state.subscriptions.length}, ${position})
        on conflict (user_id) do update set state = excluded.state, enabled = excluded.enabled, hour = excluded.hour,
          subscription_count = excluded.subscription_count, position = excluded.position`;
    }
  },
});
