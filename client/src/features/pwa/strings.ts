// pt-BR texts of the update prompt (ours: the spec has no text for it, only that an update waiting is applied).
export const pwaStrings = {
  update: {
    title: 'Nova versão disponível',
    text: 'Atualize para usar a versão mais recente do Detox Digital 21 Dias.',
    apply: 'Atualizar',
    dismiss: 'Agora não',
  },
};
