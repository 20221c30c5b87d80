import { allProjections, cohortFunnel, questionnaireAverages } from '@detox/projections';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../event-store/pglite/data-dir-lock.ts';
import { createLogger } from '../log.ts';
import { createProjectionRunner } from '../projections/runner.ts';
import { openRuntime } from '../runtime.ts';

const usage = `Uso:
  npm run projections -- status            estado de cada projeção (versão, checkpoint, atraso)
  npm run projections -- rebuild <nome>    apaga e reconstrói um modelo de leitura a partir do log
  npm run projections -- report            funil por coorte (compras, 1º acesso, dias concluídos) em JSON
Projeções: ${allProjections.map((projection) => projection.name).join(', ')}`;

async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'status' && command !== 'rebuild' && command !== 'report') {
    process.stdout.write(`${usage}\n`);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const runtime = await openRuntime(config, createLogger('warn'));
  // The CLI handles every projection, inline ones included, with the same runner code the server uses.
  const runner = createProjectionRunner({
    sql: runtime.sql,
    store: runtime.store,
    projections: allProjections,
    electLeader: runtime.readModels === 'postgres',
  });
  try {
    if (command === 'status') {
      for (const row of await runner.status()) {
        const behind = (await runtime.store.readAll({ after: row.checkpoint, limit: 10_000 })).length;
        const lag =
          row.mode === 'inline'
            ? 'aplicada na própria escrita'
            : `${behind >= 10_000 ? '10000+' : behind} eventos atrás`;
        process.stdout.write(
          `${row.name.padEnd(20)} ${row.mode.padEnd(7)} versão ${row.version}/${row.expectedVersion}  checkpoint ${row.checkpoint}  ${lag}\n`,
        );
      }
      return 0;
    }
    if (command === 'report') {
      await runner.catchUp('cohort_funnel');
      const report = {
        cohorts: await cohortFunnel(runtime.sql),
        questionnaire: await questionnaireAverages(runtime.sql),
      };
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return 0;
    }
    if (!name || !allProjections.some((projection) => projection.name === name)) {
      process.stderr.write(`Projeção desconhecida: ${name ?? '(nenhuma)'}\n${usage}\n`);
      return 2;
    }
    const { events, milliseconds } = await runner.rebuild(name);
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    process.stderr.write(
      `${known ? (error as Error).message : String(error instanceof Error ? error.stack : error)}\n`,
    );
    process.exit(1);
  },
);
