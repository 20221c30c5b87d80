export const landingStrings = {
  title: 'Página de apresentação em vídeo',
} as const;
