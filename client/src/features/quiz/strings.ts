// pt-BR texts of the quiz screens. Questions, personas and need levels come from @detox/fixtures (verbatim).
export const quizStrings = {
  documentTitle: 'Teste rápido: qual é o seu perfil digital? | Detox Digital 21 Dias',
  description: 'Responda 6 perguntas rápidas e descubra o seu perfil digital e por onde começar o seu detox.',
  title: 'Teste rápido: qual é o seu perfil digital?',
  intro: 'São 6 perguntas rápidas. Escolha a resposta que mais combina com você.',
  progress: (current: number, total: number) => `Pergunta ${current} de ${total}`,
  back: 'Voltar',
  noScript: 'Ative o JavaScript no seu navegador para fazer o teste.',
  resultEyebrow: 'Seu perfil digital',
  needLevelHeading: 'Nível de necessidade',
  recommendationsHeading: 'Recomendações para você',
  buyLead:
    'O Detox Digital 21 Dias foi feito para o seu perfil: um passo de cada vez, com garantia de 30 dias.',
  restart: 'Refazer o teste',
  loadingResult: 'Calculando o seu resultado...',
  resultLoadError: 'Não foi possível carregar o seu resultado. Verifique a sua conexão e tente de novo.',
  retry: 'Tentar novamente',
} as const;
