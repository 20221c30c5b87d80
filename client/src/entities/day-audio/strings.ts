// pt-BR texts of the days on the phone ("Baixados") and the day's download button. Ours: the spec has no such
// screen.
export const dayAudioStrings = {
  download: 'Baixar para ouvir offline',
  downloadDay: (day: number) => `Baixar para ouvir offline: Dia ${String(day)}`,
  downloading: 'Baixando...',
  downloaded: (size: string) => `Baixado neste aparelho (${size}). Toca sem conexão.`,
  failed: 'Não foi possível baixar agora. Tente de novo com conexão.',
  remove: 'Remover',
  removeDay: (day: number) => `Remover o Dia ${String(day)} deste aparelho`,
  seeAll: 'Ver os dias baixados neste aparelho',
  unsupported: 'Este navegador não guarda áudios para ouvir offline.',
  list: {
    heading: 'Baixados',
    intro:
      'As meditações guardadas neste aparelho tocam sem internet. O app guarda sozinho a de hoje e a de amanhã; baixe outras antes de uma viagem.',
    total: (size: string, count: number) =>
      `${String(count)} ${count === 1 ? 'dia' : 'dias'} no aparelho · ${size} usados`,
    empty: 'Nenhuma meditação neste aparelho ainda.',
    loading: 'Lendo o que está no aparelho...',
    dayTitle: (day: number) => `Dia ${String(day)}`,
    automatic: 'Guardado pelo app (hoje ou amanhã)',
    byPerson: 'Baixado por você',
    available: 'Dias liberados para baixar',
    allDownloaded: 'Todos os dias liberados já estão no aparelho.',
  },
} as const;
