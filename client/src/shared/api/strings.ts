// pt-BR texts of the API transport (its error messages). Texts quoted in the product spec are verbatim.
export const apiStrings = {
  // spec §8 "Transport", verbatim. {status} and {statusText} are filled in by the transport.
  transport: {
    connection: 'Erro de conexão com o servidor',
    notFound: 'Endpoint da API não encontrado. Verifique a configuração do servidor.',
    serverError: 'Erro interno do servidor. Tente novamente em alguns minutos.',
    otherStatus: 'Erro do servidor ({status}): {statusText}',
    notJson: 'Servidor retornou resposta inválida (não é JSON)',
    invalidJson: 'Resposta do servidor não é um JSON válido',
  },
} as const;
