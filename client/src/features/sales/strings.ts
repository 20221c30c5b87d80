export const salesStrings = {
  title: 'Página de vendas',
  // spec §2, sales page footer
  loginLink: 'Faça login aqui',
} as const;
