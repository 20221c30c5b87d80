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
  // Each action's own text comes with its declaration (offline-endpoint.ts); this one is for an action queued by an
  // older app version whose declaration has not loaded.
  someAction: 'uma ação',
};
