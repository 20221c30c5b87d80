import { z } from 'zod';
import { eventCatalogue, type EventType, type StreamCategory } from './catalogue.ts';
import { eventInfo } from './labels.ts';
import { type Upcaster, upcasters as registeredUpcasters } from './upcasters.ts';

const streams: Record<StreamCategory, string> = {
  customer:
    '`customer-{email normalizado}` — o que a Kirvano informou sobre compras; o corpo bruto do webhook fica em metadata',
  user: '`user-{userId}` — a conta',
  journey: '`journey-{userId}` — o programa de 21 dias; cada evento define um estado absoluto',
  support:
    '`support-{userId do assinante}` — cada acesso do suporte ou de um admin aos dados do assinante (busca, linha do tempo, replay, exportação); `support-analytics` — cada consulta SQL de analista de um admin',
  ai: '`ai-{userId}` — cada conteúdo de IA mostrado ao assinante (com provedor, modelo e versão do prompt), o cache por dia e o progresso dos cards',
  guidance:
    '`guidance-{userId}` — as orientações que o assinante salvou (favorita, notas, progresso da lista de sugestões, exclusão)',
  audio:
    '`audio-{userId}` — cada áudio narrado para o assinante e cada sessão personalizada (texto, voz, provedor, modelo e versão do prompt; os bytes ficam no cache em DATA_DIR)',
  push: '`push-{userId}` — as inscrições de notificação do navegador, o horário do lembrete diário e cada lembrete enviado',
};

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

function describeType(schema: JsonSchema): string {
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? describeType(schema.items) : 'unknown'}[]`;
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties).map(
      ([name, field]) => `${name}: ${describeType(field)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'unknown');
  const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
  const minimum = schema.minimum === Number.MIN_SAFE_INTEGER ? undefined : schema.minimum;
  const range =
    minimum !== undefined || maximum !== undefined ? ` (${minimum ?? '…'}–${maximum ?? '…'})` : '';
  return `${type}${schema.format ? ` (${schema.format})` : ''}${range}`;
}

/** The schemaVersion events of a type are written at: 1 plus the upcasters that lead from older versions. */
export function currentVersion(type: string, registry: readonly Upcaster[] = registeredUpcasters): number {
  let version = 1;
  while (registry.some((upcaster) => upcaster.type === type && upcaster.fromVersion === version))
    version += 1;
  return version;
}

/**
 * docs/events.md, generated from the catalogue (npm run docs:events): per type its pt-BR label, current version,
 * when it is written and by which command, its `data` fields (from the zod schemas) and the upcasters between
 * versions.
 */
export function renderEventCatalogue(registry: readonly Upcaster[] = registeredUpcasters): string {
  const lines = [
    '# Catálogo de eventos',
    '',
    '<!-- Gerado por `npm run docs:events` a partir de projections/src/events/ (esquemas, labels.ts, upcasters.ts).',
    'Não edite à mão: um teste falha quando este arquivo fica desatualizado. -->',
    '',
    'Todo evento tem também `eventId`, `type` e `metadata { userId, causationId, correlationId, occurredAt,',
    'recordedAt, schemaVersion }`; as escritas do app guardam ainda, quando há, `device` (navegador e sistema),',
    '`session` (marca curta da sessão, nunca o token) e `queuedAt` (quando a ação entrou na fila offline), e os',
    'avisos da Kirvano `webhook { source, receivedAt, rawBody }`. Abaixo, para cada tipo: o rótulo que o suporte',
    'lê, a versão atual do esquema, quando é gravado e por qual comando, os campos de `data` e os upcasters.',
    '',
    `Upcasters registrados: ${registry.length === 0 ? 'nenhum (todo tipo está na versão 1).' : registry.length}`,
  ];
  for (const [category, events] of Object.entries(eventCatalogue) as [
    StreamCategory,
    Record<string, z.ZodType>,
  ][]) {
    lines.push('', `## ${category}`, '', `Stream ${streams[category]}.`);
    for (const [type, schema] of Object.entries(events)) {
      const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
      const info = eventInfo[type as EventType];
      lines.push(
        '',
        `### ${type}`,
        '',
        `- **Rótulo:** ${info.label}`,
        `- **Versão:** ${currentVersion(type, registry)}`,
        `- **Quando:** ${info.when}`,
        `- **Por:** ${info.by}`,
      );
      const steps = registry
        .filter((upcaster) => upcaster.type === type)
        .sort((a, b) => a.fromVersion - b.fromVersion)
        .map((upcaster) => `v${upcaster.fromVersion} → v${upcaster.fromVersion + 1}`);
      lines.push(`- **Upcasters:** ${steps.length === 0 ? 'nenhum' : steps.join(', ')}`, '');
      const properties = Object.entries(json.properties ?? {});
      if (properties.length === 0) {
        lines.push('Sem campos.');
        continue;
      }
      lines.push('| campo | tipo | obrigatório |', '|---|---|---|');
      for (const [name, field] of properties) {
        lines.push(
          `| \`${name}\` | ${describeType(field)} | ${json.required?.includes(name) ? 'sim' : 'não'} |`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
