export const notFoundStrings = {
  // spec §2: '404' and 'Oops! Page not found' are verbatim (English in the spec).
  code: '404',
  message: 'Oops! Page not found',
  documentTitle: 'Página não encontrada',
  homeLink: 'Voltar para o início',
} as const;
