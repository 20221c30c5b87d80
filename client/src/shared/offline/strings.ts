import type { OutboxKind } from './offline-routes.ts';

/** Offline and outbox texts (issue 8; the spec has none for them). */
export const offlineStrings = {
  queued: 'Sem conexão: salvo neste aparelho. Será enviado assim que a internet voltar.',
  offline: 'Você está sem conexão. O app mostra os últimos dados salvos neste aparelho.',
  pendingOne: '1 ação aguardando envio.',
  pendingMany: '{n} ações aguardando envio.',
  sending: 'Enviando ações salvas sem conexão…',
  refused: 'Não foi possível enviar {what}: {message}',
  dismiss: 'Entendi',
  regionLabel: 'Status da conexão',
  what: {
    task: 'a tarefa do dia {n}',
    reflection: 'a reflexão do dia {n}',
    audio: 'o áudio do dia {n}',
    'complete-day': 'a conclusão do dia {n}',
    questionnaire: 'o questionário do dia {n}',
    'weekly-task': 'a tarefa do desafio semanal',
    guidance: 'a orientação salva',
  } satisfies Record<OutboxKind, string>,
};
