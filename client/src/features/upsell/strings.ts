// pt-BR texts of the upsell page that the fixtures' copy (upsellPage) does not hold.
export const upsellStrings = {
  documentTitle: 'Oferta especial: Onda Genial | Detox Digital 21 Dias',
  description:
    'Uma oferta especial para quem concluiu o Detox Digital 21 Dias: o método Onda Genial de clareza mental.',
  videoOverlay: 'Assistir ao vídeo',
  videoPause: 'Pausar',
  priceWas: 'De',
  priceNow: 'por apenas',
  countdownRegion: 'Oferta por tempo limitado',
  countdownEnded: 'Tempo esgotado',
} as const;
