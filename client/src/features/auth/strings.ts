export const authStrings = {
  loginTitle: 'Entrar',
} as const;
