import { questionsForDay } from '@detox/fixtures';
import type { Sql, TransactionSql } from 'postgres';
import { type EventData, type EventOfType, isEventIn } from '../events/catalogue.ts';
import type { Projection } from '../projection.ts';

/**
 * Analytics: a daily cohort funnel. A cohort is the São Paulo calendar day of a subscriber's first approved
 * purchase; per cohort we count purchases, first sign-ins, completions of each programme day, and average the
 * questionnaire answers by day. Every write is an idempotent upsert (least/greatest, keyed answers), so replaying
 * events changes nothing. Async: the runner applies it in batches, off the request path.
 */
const cohortEventTypes = [
  'PurchaseApproved',
  'UserRegistered',
  'SignedIn',
  'DayCompleted',
  'QuestionnaireAnswered',
] as const;
type CohortEvent = EventOfType<(typeof cohortEventTypes)[number]>;

export const cohortFunnelProjection: Projection = {
  name: 'cohort_funnel',
  version: 1,
  handles: cohortEventTypes,
  mode: 'async',
  async migrate(sql) {
    await sql`
      create table if not exists an_cohort_members (
        email text primary key,
        cohort_date date not null,
        user_id text,
        first_sign_in_at timestamptz,
        max_day_completed int not null default 0
      )`;
    await sql`create table if not exists an_user_emails (user_id text primary key, email text not null)`;
    // Completions and first sign-ins can arrive before the purchase that puts the email in a cohort.
    await sql`
      create table if not exists an_user_progress (
        user_id text primary key,
        first_sign_in_at timestamptz,
        max_day_completed int not null default 0
      )`;
    await sql`
      create table if not exists an_questionnaire_answers (
        user_id text not null,
        day int not null,
        question_id text not null,
        value int not null,
        primary key (user_id, day, question_id)
      )`;
  },
  async reset(tx) {
    await tx`truncate an_cohort_members, an_user_emails, an_user_progress, an_questionnaire_answers`;
  },
  async apply(tx, event) {
    if (!isEventIn<CohortEvent>(cohortEventTypes, event)) return;
    const userId = event.streamId.replace(/^(user|journey)-/, '');
    switch (event.type) {
      case 'PurchaseApproved': {
        const { email } = event.data;
        await tx`
          insert into an_cohort_members as m (email, cohort_date)
          values (${email}, (${event.metadata.occurredAt}::timestamptz at time zone 'America/Sao_Paulo')::date)
          on conflict (email) do update set cohort_date = least(m.cohort_date, excluded.cohort_date)`;
        break;
      }
      case 'UserRegistered': {
        const { email } = event.data;
        await tx`insert into an_user_emails values (${userId}, ${email}) on conflict (user_id) do nothing`;
        break;
      }
      case 'SignedIn':
        await tx`
          insert into an_user_progress as p (user_id, first_sign_in_at) values (${userId}, ${event.metadata.occurredAt})
          on conflict (user_id) do update
            set first_sign_in_at = least(coalesce(p.first_sign_in_at, excluded.first_sign_in_at), excluded.first_sign_in_at)`;
        break;
      case 'DayCompleted': {
        const { day } = event.data;
        await tx`
          insert into an_user_progress as p (user_id, max_day_completed) values (${userId}, ${day})
          on conflict (user_id) do update set max_day_completed = greatest(p.max_day_completed, excluded.max_day_completed)`;
        break;
      }
      case 'QuestionnaireAnswered':
        await applyAnswers(tx, userId, event.data);
        break;
    }
  },
};

/** Each answer's option value (1–5); the latest answer of a day replaces the earlier one. */
async function applyAnswers(
  tx: TransactionSql,
  userId: string,
  { day, responses }: EventData<'QuestionnaireAnswered'>,
): Promise<void> {
  const questions = questionsForDay(day);
  const rows = responses.flatMap((response) => {
    const question = questions.find((candidate) => candidate.id === response.questionId);
    const values = response.selectedOptions.flatMap(
      (id) => question?.options.find((option) => option.id === id)?.value ?? [],
    );
    if (values.length === 0) return [];
    return [
      {
        questionId: response.questionId,
        value: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
      },
    ];
  });
  for (const row of rows) {
    await tx`
      insert into an_questionnaire_answers values (${userId}, ${day}, ${row.questionId}, ${row.value})
      on conflict (user_id, day, question_id) do update set value = excluded.value`;
  }
}

export interface CohortFunnelRow {
  cohortDate: string;
  purchases: number;
  signedIn: number;
  /** completedDay[n - 1]: members who completed day n (or later). */
  completedDay: number[];
  /** droppedAfterDay[n]: members whose furthest completed day is n (0 = never completed a day), excluding day 21. */
  droppedAfterDay: number[];
}

/** The funnel per cohort date, oldest first. */
export async function cohortFunnel(sql: Sql | TransactionSql): Promise<CohortFunnelRow[]> {
  const rows = await sql<{ cohort_date: string; signed_in: boolean; max_day: number }[]>`
    select to_char(m.cohort_date, 'YYYY-MM-DD') as cohort_date,
           coalesce(p.first_sign_in_at is not null, false) as signed_in,
           coalesce(p.max_day_completed, 0) as max_day
      from an_cohort_members m
      left join an_user_emails e on e.email = m.email
      left join an_user_progress p on p.user_id = e.user_id
     order by m.cohort_date`;
  const byDate = new Map<string, CohortFunnelRow>();
  for (const row of rows) {
    const funnel = byDate.get(row.cohort_date) ?? {
      cohortDate: row.cohort_date,
      purchases: 0,
      signedIn: 0,
      completedDay: Array.from({ length: 21 }, () => 0),
      droppedAfterDay: Array.from({ length: 21 }, () => 0),
    };
    funnel.purchases++;
    if (row.signed_in) funnel.signedIn++;
    for (let day = 1; day <= row.max_day; day++)
      funnel.completedDay[day - 1] = (funnel.completedDay[day - 1] ?? 0) + 1;
    if (row.max_day < 21)
      funnel.droppedAfterDay[row.max_day] = (funnel.droppedAfterDay[row.max_day] ?? 0) + 1;
    byDate.set(row.cohort_date, funnel);
  }
  return [...byDate.values()];
}

/** Average answer (1–5) per programme day and question, over everyone who answered. */
export async function questionnaireAverages(sql: Sql | TransactionSql) {
  const rows = await sql<{ day: number; question_id: string; average: string; answers: number }[]>`
    select day, question_id, round(avg(value), 2)::text as average, count(*)::int as answers
      from an_questionnaire_answers group by day, question_id order by day, question_id`;
  return rows.map((row) => ({
    day: row.day,
    questionId: row.question_id,
    average: Number(row.average),
    answers: row.answers,
  }));
}
