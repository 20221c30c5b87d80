// App-level pt-BR texts. Texts quoted in the product spec are verbatim; the rest are ours.
// The product name lives in shared/strings.ts (shared atoms need it too).
export const appStrings = {
  loading: 'Carregando...',
  miniPlayer: {
    region: 'Meditação em andamento',
    progress: 'Progresso da meditação',
    progressText: '{current} de {total}',
    open: 'Abrir a meditação: {title}',
  },
  boot: {
    // spec §8 "Boot failures"
    startFailed: 'Erro ao inicializar a aplicação.',
    rootMissing: 'Elemento root não encontrado.',
    retry: 'Tentar Novamente',
  },
  fatalError: {
    title: 'Algo deu errado',
    mobileIntro:
      'O aplicativo encontrou um erro inesperado. Recarregue a página; se o problema continuar, envie os detalhes abaixo para o suporte.',
    fallbackIntro: 'Não foi possível exibir esta página. Tente novamente em alguns instantes.',
    messageHeading: 'Mensagem do erro',
    stackHeading: 'Rastreamento da pilha',
    componentStackHeading: 'Pilha de componentes',
    unavailable: 'Não disponível',
    unknownError: 'Erro desconhecido',
    reload: 'Recarregar página',
    retry: 'Tentar novamente',
    shareDetails: 'Compartilhar detalhes do erro',
    copyDetails: 'Copiar detalhes do erro',
    detailsTitle: 'Detalhes do erro - Detox Digital 21 Dias',
    // spec §8 "Copying error details"
    copied: 'Detalhes do erro copiados para a área de transferência!',
    copyFailed: 'Não foi possível copiar os detalhes. Selecione o texto do erro e copie manualmente.',
    detailsLabels: {
      message: 'Mensagem',
      url: 'Endereço',
      time: 'Horário',
      userAgent: 'Navegador',
      stack: 'Pilha',
      componentStack: 'Componentes',
    },
  },
} as const;
