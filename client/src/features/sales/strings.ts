// pt-BR texts of the sales article page that the fixtures' marketing copy does not hold.
// The page's copy itself comes from @detox/fixtures (salesArticle and friends), verbatim.
export const salesStrings = {
  documentTitle: 'Detox Digital 21 Dias: recupere o sono e o foco em 21 dias',
  description:
    'Programa guiado de 21 dias para usar menos o celular, dormir melhor e recuperar o foco. Acesso imediato e garantia de 30 dias.',
  brand: 'Detox Digital 21 Dias',
  videoPause: 'Pausar',
  priceLead: 'Acesso completo por',
  tableBefore: 'Antes',
  tableAfter: 'Depois',
  scarcityMeter: (percent: number) => `${percent}% das vagas preenchidas`,
  audioTranscript: 'Ler a transcrição',
  demoClipPlayingNote: 'Gravado do próprio aplicativo.',
  footerNav: 'Links do rodapé',
  copyright: (year: number) => `© ${year} Detox Digital 21 Dias`,
} as const;
