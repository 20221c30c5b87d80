import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import type { QueryResult } from '../analytics/read-only-query.ts';
import { type AnalyticsConnection, CliError, openAnalytics } from './analytics-connection.ts';
import { type ExportFormat, exportFormats } from './export-formats.ts';
import { formatTable } from './table.ts';

// Heavy modules (the runtime, the runner, PGlite, the Parquet writer) are imported only by the commands that use
// them: `status`, `query` and `export` start in well under 2 s.

const usage = `Uso:
  npm run projections -- status                       estado de cada projeção (inline: em dia; assíncronas: atraso)
  npm run projections -- query "<SQL de leitura>"     roda uma consulta só de leitura e imprime uma tabela
  npm run projections -- export <projeção|tabela|"SQL"> --format csv|parquet|jsonl [--out arquivo]
  npm run projections -- rebuild <nome>               apaga e reconstrói um modelo de leitura a partir do log
  npm run projections -- report                       funil por coorte (compras, 1º acesso, dias concluídos) em JSON
Com o servidor rodando sobre o PGlite, query/export/status passam pelo servidor (DETOX_ADMIN_TOKEN de um admin).`;

/** Options after the positional arguments: --format csv, --out file, --max-rows n. */
function parseArgs(args: readonly string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      options.set(name ?? '', inline ?? args[++i] ?? '');
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

const IDENTIFIER = /^[a-z_][a-z0-9_-]*$/;

/** A projection name (journeys, cohort_funnel), a table name (rm_journey_days) or SQL, as the SQL to export. */
async function exportQuery(
  connection: AnalyticsConnection,
  target: string,
): Promise<{ sql: string; name: string }> {
  if (!IDENTIFIER.test(target)) return { sql: target, name: 'consulta' };
  const snake = target.replaceAll('-', '_');
  const tables = await connection.query(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and (table_name like 'rm\\_%' or table_name like 'an\\_%')
      order by table_name`,
  );
  const names = tables.rows.map((row) => String(row[0]));
  const table = [snake, `rm_${snake}`, `an_${snake}`].find((candidate) => names.includes(candidate));
  if (!table) {
    throw new CliError(
      `Projeção ou tabela desconhecida: ${target}. Tabelas: ${names.join(', ')}. Ou passe uma consulta SQL entre aspas.`,
    );
  }
  // The columns the analyst role may read (information_schema lists only those): a secret one is left out, so a
  // projection with one (users: its password hashes) still exports, without it.
  const columns = await connection.query(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
  );
  const list = columns.rows.map((row) => `"${String(row[0])}"`).join(', ');
  return { sql: `select ${list || '*'} from ${table}`, name: table };
}

/** `status` without opening the runtime: inline projections are written with the events, so always in step. */
async function status(connection: AnalyticsConnection): Promise<void> {
  const { allProjections } = await import('@detox/projections');
  const { parseSqlCheckpoint } = await import('../event-store/sql/checkpoint.ts');
  // A data directory the server never started on has no checkpoints table yet.
  const hasCheckpoints = await connection.query(
    "select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'projection_checkpoints'",
  );
  const states =
    hasCheckpoints.rows.length > 0
      ? await connection.query('select name, version, checkpoint from projection_checkpoints')
      : { columns: [], rows: [], truncated: false };
  const byName = new Map(
    states.rows.map((row) => [String(row[0]), { version: Number(row[1]), checkpoint: String(row[2]) }]),
  );
  const rows: unknown[][] = [];
  for (const projection of allProjections) {
    if (projection.mode === 'inline') {
      rows.push([
        projection.name,
        'inline',
        `${projection.version}`,
        'inline, em dia (gravada com cada evento)',
      ]);
      continue;
    }
    const state = byName.get(projection.name);
    if (!state) {
      rows.push([
        projection.name,
        'async',
        `${projection.version}`,
        'assíncrona, ainda não rodou (o servidor a conduz)',
      ]);
      continue;
    }
    const [transaction, position] = parseSqlCheckpoint(state.checkpoint);
    // A data directory the server never started on has no log yet: nothing behind.
    const behind = await connection
      .query(
        `select count(*)::int as n from (select 1 from analyst_events
          where (transaction_id::text::numeric, global_position) > (${transaction}, ${position}) limit 10000) as after_checkpoint`,
      )
      .catch((): QueryResult => ({ columns: ['n'], rows: [[0]], truncated: false }));
    const n = Number(behind.rows[0]?.[0] ?? 0);
    const version =
      state.version === projection.version
        ? `${projection.version}`
        : `${state.version} de ${projection.version}`;
    const lag =
      state.version !== projection.version
        ? 'precisa ser reconstruída (versão nova)'
        : n === 0
          ? 'assíncrona, em dia'
          : `assíncrona, ${n >= 10_000 ? '10000+' : n} eventos atrás`;
    rows.push([projection.name, 'async', version, lag]);
  }
  process.stdout.write(formatTable({ columns: ['projeção', 'modo', 'versão', 'situação'], rows }));
}

async function runtimeCommand(command: 'rebuild' | 'report', name: string | undefined): Promise<number> {
  const { allProjections, cohortFunnel, questionnaireAverages } = await import('@detox/projections');
  const { createLogger } = await import('../log.ts');
  const { createProjectionRunner } = await import('../projection-runner/runner.ts');
  const { openRuntime } = await import('../runtime.ts');
  const { runtimeParts } = await import('../slices.ts');
  if (command === 'rebuild' && (!name || !allProjections.some((projection) => projection.name === name))) {
    process.stderr.write(`Projeção desconhecida: ${name ?? '(nenhuma)'}\n${usage}\n`);
    return 2;
  }
  const runtime = await openRuntime(loadConfig(), createLogger('warn'), runtimeParts);
  // The CLI handles every projection, inline ones included, with the same runner code the server uses.
  const runner = createProjectionRunner({
    sql: runtime.sql,
    store: runtime.store,
    projections: allProjections,
    electLeader: runtime.readModels === 'postgres',
  });
  try {
    if (command === 'report') {
      await runner.catchUp('cohort_funnel');
      const report = {
        cohorts: await cohortFunnel(runtime.sql),
        questionnaire: await questionnaireAverages(runtime.sql),
      };
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return 0;
    }
    const { events, milliseconds } = await runner.rebuild(name ?? '');
    const rate = milliseconds > 0 ? Math.round((events / milliseconds) * 1000) : events;
    process.stdout.write(
      `${name}: reconstruída a partir de ${events} eventos em ${Math.round(milliseconds)} ms (${rate} eventos/s)\n`,
    );
    return 0;
  } finally {
    await runner.stop();
    await runtime.close();
  }
}

async function main(): Promise<number> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command, target] = positional;
  if (command === 'rebuild' || command === 'report') return runtimeCommand(command, target);
  if (command !== 'status' && command !== 'query' && command !== 'export') {
    process.stdout.write(`${usage}\n`);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  if (command !== 'status' && !target) {
    process.stderr.write(`Falta ${command === 'query' ? 'a consulta' : 'o que exportar'}.\n${usage}\n`);
    return 2;
  }
  const format = (options.get('format') ?? 'csv') as ExportFormat;
  if (command === 'export' && !exportFormats.includes(format)) {
    process.stderr.write(`Formato desconhecido: ${format}. Use csv, parquet ou jsonl.\n`);
    return 2;
  }
  const maxRowsOption = options.get('max-rows');
  const maxRows = maxRowsOption === undefined ? undefined : Number(maxRowsOption);
  if (maxRows !== undefined && !(Number.isInteger(maxRows) && maxRows > 0)) {
    process.stderr.write('--max-rows precisa ser um número inteiro maior que zero.\n');
    return 2;
  }
  const connection = await openAnalytics(loadConfig());
  try {
    if (command === 'status') {
      await status(connection);
      return 0;
    }
    if (command === 'query') {
      const result = await connection.query(target ?? '', { maxRows: maxRows ?? 1000 });
      process.stdout.write(formatTable(result));
      process.stderr.write(
        `${result.rows.length} ${result.rows.length === 1 ? 'linha' : 'linhas'}${result.truncated ? ' (há mais: use export ou --max-rows)' : ''} · ${connection.via}\n`,
      );
      return 0;
    }
    const { sql, name } = await exportQuery(connection, target ?? '');
    const result = await connection.query(sql, maxRows === undefined ? {} : { maxRows });
    const out = resolve(options.get('out') ?? `${name}.${format}`);
    const { writeExport } = await import('./export-formats.ts');
    const bytes = await writeExport(result, format, out);
    process.stdout.write(
      `${out}: ${result.rows.length} linhas, ${result.columns.length} colunas, ${bytes} bytes (${format})${result.truncated ? ' — cortado no limite de linhas' : ''} · ${connection.via}\n`,
    );
    return 0;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    const { DataDirLockedError } = await import('../event-store/pglite/data-dir-lock.ts');
    const known =
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof CliError;
    process.stderr.write(
      `${known ? (error as Error).message : String(error instanceof Error ? error.stack : error)}\n`,
    );
    process.exit(1);
  },
);
