export const upsellStrings = {
  title: 'Oferta Onda Genial',
} as const;
