// pt-BR texts of the shared sales-page blocks that the fixtures' copy does not cover.
export const marketingStrings = {
  ratingLabel: (rating: number, outOf: number) => `Nota ${rating} de ${outOf}`,
  personAge: (age: number) => `${age} anos`,
  portraitAlt: (name: string) => `Ilustração que representa ${name}`,
  guaranteeLegalBasis: 'Base legal',
} as const;
