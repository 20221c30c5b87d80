// pt-BR texts owned by shared UI atoms.
export const sharedStrings = {
  productName: 'Detox Digital 21 Dias',
  underConstruction: 'Esta tela está em construção.',
  closeNotification: 'Fechar aviso',
} as const;
