// pt-BR texts of the landing / video sales page that the fixtures' copy (landingPage) does not hold.
export const landingStrings = {
  documentTitle: 'Detox Digital 21 Dias: assista à apresentação',
  description:
    'Assista à apresentação do Detox Digital 21 Dias: um programa guiado para dormir melhor, recuperar o foco e usar menos o celular.',
  videoTitle: 'Apresentação do Detox Digital 21 Dias',
  videoOverlay: 'Assistir à apresentação',
  progressLabel: 'Progresso do vídeo',
} as const;
