// pt-BR texts of the install prompt (spec §2 Prompts). The spec names the title, 'Agora não' and the steps; the
// wording of the steps and of the banner is ours.
export const installStrings = {
  banner: {
    title: 'Instale o app',
    text: 'Tenha o Detox Digital na tela inicial e abra o seu dia de detox com um toque.',
    open: 'Instalar',
    dismiss: 'Agora não',
  },
  modal: {
    title: 'Instale o app',
    close: 'Fechar',
    dismiss: 'Agora não',
    intro:
      'Com o app na tela inicial, o seu programa de 21 dias abre em tela cheia, como qualquer outro aplicativo.',
    install: 'Instalar app',
    installing: 'Instalando...',
    promptUnavailable: 'Não foi possível abrir a instalação automática. Siga os passos abaixo.',
    browserHeading: 'Instale pelo menu do navegador',
    browserSteps: [
      'Toque no menu do navegador (⋮ ou ⋯), no canto da tela.',
      'Escolha "Adicionar à tela inicial" (ou "Instalar app").',
      'Confirme tocando em "Adicionar" ou "Instalar".',
    ],
    iosHeading: 'No iPhone ou iPad, pelo Safari',
    iosSteps: [
      'Toque no botão Compartilhar (o quadrado com a seta para cima) na barra do Safari.',
      'Role as opções e toque em "Adicionar à Tela de Início".',
      'Toque em "Adicionar", no canto superior direito.',
    ],
  },
} as const;
