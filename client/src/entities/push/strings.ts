// pt-BR texts of the push prompt (spec §2 Prompts) and of the reminder settings (ours: the spec does not show them).
export const pushStrings = {
  banner: {
    title: 'Ative notificações',
    text: 'Receba um lembrete por dia para não perder o seu dia de detox.',
    enable: 'Ativar notificações',
    dismiss: 'Agora não',
  },
  settings: {
    heading: 'Lembrete diário',
    intro: 'Um lembrete por dia, no horário que você escolher, quando o dia ainda não estiver concluído.',
    enabled: 'Receber o lembrete diário',
    hour: 'Horário do lembrete',
    /** 07:30, as clocks in Brazil show it. */
    timeOption: (hour: number, minute: number) =>
      `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    timeHint: 'De 15 em 15 minutos.',
    timeZone: (zone: string) => `Os lembretes e a sequência de dias seguem o fuso deste aparelho: ${zone}.`,
    notSubscribed: 'As notificações ainda não estão ativadas neste aparelho.',
    subscribed: 'Notificações ativadas neste aparelho.',
    enable: 'Ativar notificações',
    denied:
      'As notificações estão bloqueadas no navegador. Libere nas configurações do site para receber lembretes.',
    unsupported: 'Este navegador não permite notificações.',
    saveFailed: 'Não foi possível salvar o lembrete. Tente novamente.',
    loading: 'Carregando o lembrete...',
  },
} as const;
