// pt-BR texts of the settings screen (privacy and data rights, LGPD). Ours: the spec does not show this screen.
export const settingsStrings = {
  title: 'Configurações',
  /** Issue 23: every screen has a way back. */
  back: 'Voltar ao painel',
  loading: 'Carregando suas configurações...',
  loadFailed: 'Não foi possível carregar suas configurações.',
  retry: 'Tentar novamente',
  account: {
    heading: 'Sua conta',
    name: 'Nome',
    email: 'E-mail',
    subscription: 'Assinatura',
    until: 'Válida até',
    logout: 'Sair',
  },
  appearance: {
    heading: 'Aparência',
    legend: 'Tema das cores',
    options: {
      auto: { label: 'Automático', hint: 'Claro ou escuro, como estiver no seu aparelho.' },
      light: { label: 'Claro', hint: 'Fundo claro e texto escuro, sempre.' },
      dark: { label: 'Escuro', hint: 'Fundo escuro e texto claro, sempre. Descansa a vista à noite.' },
    },
    notKept:
      'O tema mudou agora, mas este navegador não deixou guardar a escolha: na próxima visita ele volta ao automático.',
  },
  consents: {
    heading: 'Seus consentimentos',
    intro:
      'Alguns dados da sua jornada são sensíveis. Só os usamos com a sua autorização, e você pode mudar de ideia quando quiser.',
    revokeNote:
      'Revogar interrompe o uso a partir de agora; o que já foi salvo continua na sua conta até você excluí-la.',
    purposes: {
      questionnaire_answers: {
        title: 'Respostas do questionário diário',
        text: 'Autorizo guardar minhas respostas sobre humor, sono, estresse e uso do celular para acompanhar meu progresso.',
      },
      ai_reflections: {
        title: 'Reflexões analisadas pela IA',
        text: 'Autorizo enviar minhas reflexões e respostas ao serviço de inteligência artificial para receber orientações personalizadas.',
      },
    },
    decidedAt: (when: string) => `Última alteração: ${when}`,
    saveFailed: 'Não foi possível salvar sua escolha. Tente novamente.',
    saved: 'Preferência salva.',
  },
  data: {
    heading: 'Seus dados',
    text: 'Baixe uma cópia de tudo o que guardamos sobre você: conta, assinatura, consentimentos, sessões e cada registro da sua jornada.',
    download: 'Baixar meus dados',
    downloading: 'Preparando o arquivo...',
    fileName: 'meus-dados-detox21.json',
    failed: 'Não foi possível gerar o arquivo. Tente novamente.',
  },
  deletion: {
    heading: 'Excluir conta',
    text: 'Apaga de vez sua conta, sua jornada, suas reflexões, suas respostas e o registro das suas compras. Não dá para desfazer, e o acesso pago deixa de valer neste e-mail.',
    confirmLabel: 'Para confirmar, digite o e-mail da sua conta',
    confirm: 'Excluir minha conta',
    deleting: 'Excluindo...',
    mismatch: 'O e-mail digitado não é o da sua conta.',
    failed: 'Não foi possível excluir a conta agora. Tente novamente.',
    done: 'Conta excluída',
    doneText: 'Seus dados foram apagados.',
  },
} as const;
