// pt-BR texts of the day's actions as the outbox names them in a refusal ('Não foi possível enviar …'); {n} is
// the day (issue 8; the spec has none for them).
export const progressStrings = {
  outbox: {
    task: 'a tarefa do dia {n}',
    reflection: 'a reflexão do dia {n}',
    audio: 'o áudio do dia {n}',
    completeDay: 'a conclusão do dia {n}',
    questionnaire: 'o questionário do dia {n}',
  },
};
