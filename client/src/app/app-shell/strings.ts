// pt-BR texts of the in-app shell (/app). Texts quoted in the spec (§2 In-app shell, §8) are verbatim.
export const appShellStrings = {
  // spec §2, verbatim
  loading: 'Preparando sua jornada de transformação...',
  nav: {
    label: 'Navegação da jornada',
    dashboard: 'Dashboard',
    completion: 'Conclusão',
    signOut: 'Sair',
    signingOut: 'Saindo...',
    support: 'Suporte',
    // Ours (issue 23): the screens the spec's shell does not list, reachable from every visit.
    progress: 'Progresso',
    journal: 'Diário',
    savedGuidance: 'Orientações salvas',
    settings: 'Configurações',
    /** The bottom bar's button that opens the other destinations (phone). */
    more: 'Mais',
  },
  // spec §8 Progress
  loadError: 'Erro ao carregar progresso',
  /** Ours: staff without a subscription of their own reach their work from here. */
  goToSupport: 'Ir para o suporte',
  retry: 'Tentar novamente',
  landing: {
    title: 'Sua jornada de 21 dias continua aqui',
    body: 'Entre com o e-mail usado na compra para ver o seu progresso, a meditação do dia e os seus desafios.',
    signIn: 'Entrar',
    learnMore: 'Conhecer o programa',
  },
} as const;
