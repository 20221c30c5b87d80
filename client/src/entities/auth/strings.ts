// pt-BR texts of the authentication layer. Quoted spec texts (§8 "Login and registration") are verbatim.
export const authStrings = {
  toasts: {
    loginFailed: 'Erro no login',
    registerFailed: 'Erro no registro',
    loginSuccess: 'Que alegria ter você aqui!',
    registerSuccess: 'Sua jornada começa agora!',
    logout: 'Até logo!',
  },
  errors: {
    serverConfiguration: 'Problema de configuração do servidor. Entre em contato com o suporte.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente em alguns minutos.',
    connectivity: 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet.',
  },
} as const;
