// pt-BR texts of the day's programme (meditation, tasks, reflection, completion), shown by /daily-challenge and
// /detox-day alike. Texts quoted in the spec (§2, §4, §5, §8) are verbatim; the rest are ours.
export const dayProgrammeStrings = {
  title: 'Programa diário',
  // spec §2: header, back button and screen states
  dayOfProgramme: 'Dia {n} de 21',
  back: 'Voltar',
  loading: 'Carregando seu progresso...',
  loadingContent: 'Carregando o conteúdo do dia...',
  loadError: 'Erro ao carregar progresso',
  retry: 'Tentar novamente',
  dayNotFound: 'Dia não encontrado',
  dayNotFoundHint: 'Escolha um dia entre 1 e 21 no seu painel.',
  // spec §2 Dashboard: the locked card texts, also shown when a locked day is opened by its address
  locked: 'Dia Bloqueado',
  lockedHint: 'Complete o Dia {n}',
  dayProgress: 'Progresso do dia',

  meditation: {
    heading: 'Meditação Guiada',
    checkbox: 'Ouvi a meditação de hoje',
    // Ours: the status under the player, from the log (issue 23 item 4)
    listened: 'Você ouviu {n}% do áudio',
    heardShare: 'Você ouviu {n}% do áudio. Meditação registrada como ouvida.',
    heard: 'Meditação registrada como ouvida.',
    // Ours (issue 34): while the day's file is being made on the server
    preparing: 'Preparando a meditação do dia…',
    preparingEstimate: 'Preparando a meditação do dia… {estimate}.',
    // spec §4, verbatim
    thresholdNotice: 'É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.',
    // spec §8 Progress
    saveError: 'Erro ao atualizar status do áudio',
    transcript: {
      heading: 'Texto da meditação',
      waiting: 'O texto aparece aqui, frase a frase, enquanto a meditação toca.',
      loading: 'Carregando o texto da meditação...',
      unavailable: 'O texto da meditação não pôde ser carregado agora.',
      showAll: 'Mostrar texto completo',
      hideAll: 'Ocultar texto completo',
      fullText: 'Texto completo da meditação',
    },
  },

  tasks: {
    heading: 'Desafios do Dia',
    count: '{done} de {total} concluídos',
    details: 'Como fazer',
    detailsFor: 'Como fazer: {task}',
    saveError: 'Erro ao atualizar tarefa',
  },

  guide: {
    // spec §2 (/detox-day): the task explanation modal
    title: 'Como Fazer Esta Tarefa',
    timeEstimate: 'Tempo estimado: {time}',
    steps: 'Passo a passo',
    tips: 'Dicas',
    benefits: 'Benefícios',
    scientificBasis: 'O que diz a ciência',
    missing: 'Ainda não há um guia detalhado para esta tarefa. Faça do jeito que couber no seu dia.',
    loading: 'Carregando o guia...',
    loadError: 'Não foi possível carregar o guia. Verifique sua conexão e tente de novo.',
    close: 'Fechar',
    done: 'Entendi',
  },

  reflection: {
    heading: 'Reflexão Pessoal',
    label: 'Sua reflexão sobre o dia',
    readMore: 'Ler o texto completo',
    hint: 'Escreva mais de 20 caracteres para a reflexão contar no seu progresso. Ela é salva automaticamente.',
    counter: '{n} de {max} caracteres',
    saving: 'Salvando...',
    saved: 'Reflexão salva',
    // spec §8 Progress
    saveError: 'Erro ao atualizar reflexão',
  },

  action: {
    // spec §4, verbatim
    answerQuestionnaire: 'Responder Questionário',
    completeDay: 'Concluir Dia {n}',
    completedMessage: 'Dia concluído! Parabéns!',
    completeError: 'Erro ao completar o dia. Tente novamente.',
    toDashboard: 'Ir para o Dashboard',
    notReadyTitle: 'Para concluir o dia, falta pouco:',
    checklistTasks: 'Tarefas concluídas: {done}/{total}',
    checklistReflection: 'Reflexão com mais de 20 caracteres',
    checklistAudio: 'Meditação ouvida',
    done: 'feito',
    pending: 'pendente',
  },

  questionnaire: {
    title: 'Questionário do Dia {n}',
    progress: 'Pergunta {current} de {total}',
    multipleHint: 'Você pode marcar mais de uma opção.',
    back: 'Voltar',
    next: 'Próxima',
    // spec §4, verbatim
    finish: 'Finalizar',
    saving: 'Salvando...',
    loading: 'Carregando...',
    // spec §8 Screens
    saveError: 'Erro ao salvar respostas do questionário',
    close: 'Fechar questionário',
  },

  // The questionnaire's answers are sensitive data (LGPD): stored only with the subscriber's consent.
  consent: {
    heading: 'Antes de começar',
    body: 'Suas respostas falam de humor, sono, estresse e uso do celular. São dados sensíveis: só guardamos com a sua autorização, e você pode retirá-la quando quiser em Configurações.',
    needed:
      'O questionário faz parte da conclusão do dia, por isso precisamos dessa autorização para seguir.',
    agree: 'Autorizar e continuar',
    notNow: 'Agora não',
    saving: 'Salvando...',
    saveError: 'Não foi possível salvar sua autorização. Tente novamente.',
  },

  celebration: {
    title: 'Parabéns! Você concluiu o Dia {n}',
    body: 'Mais um passo na sua jornada. O Dia {next} já está liberado para você.',
    lastTitle: 'Você concluiu os 21 dias!',
    lastBody: 'Sua jornada de Detox Digital está completa. Veja tudo o que você conquistou.',
    toDashboard: 'Ir para o Dashboard',
    toCompletion: 'Ver minhas conquistas',
    close: 'Fechar',
  },
} as const;
