// pt-BR texts of the journal screen (issue 23; the spec has none for it).
export const journalStrings = {
  title: 'Diário',
  heading: 'Seu diário',
  intro: 'Todas as suas reflexões, dia a dia.',
  search: 'Buscar nas reflexões',
  searchHint: 'Acentos e maiúsculas não fazem diferença.',
  found: (count: number, query: string) =>
    count === 0
      ? `Nenhuma reflexão com “${query}”.`
      : count === 1
        ? `1 reflexão com “${query}”.`
        : `${String(count)} reflexões com “${query}”.`,
  total: (count: number) => (count === 1 ? '1 reflexão escrita.' : `${String(count)} reflexões escritas.`),
  empty: 'Você ainda não escreveu reflexões. Elas aparecem aqui quando você escreve no dia do programa.',
  day: (day: number, title: string) => `Dia ${String(day)} · ${title}`,
  updated: (date: string) => `Dia atualizado em ${date}`,
  loading: 'Carregando seu diário...',
  loadError: 'Erro ao carregar o diário',
  retry: 'Tentar novamente',
  back: 'Voltar ao painel',
  progress: 'Ver meu progresso',
} as const;
