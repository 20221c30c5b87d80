// pt-BR texts of the audio player. Quoted spec texts (§8 Audio) are verbatim; the rest are ours.
export const audioPlayerStrings = {
  play: 'Reproduzir',
  pause: 'Pausar',
  restart: 'Recomeçar do início',
  back: 'Voltar 10 segundos',
  forward: 'Avançar 10 segundos',
  download: 'Baixar áudio',
  volume: 'Volume',
  position: 'Posição do áudio',
  positionText: '{current} de {total}',
  loading: 'Carregando áudio...',
  // spec §8 Audio: the player's error state
  unavailable: 'Áudio indisponível',
  tryLater: 'Tente novamente em alguns instantes',
  loadError: 'Erro ao carregar o áudio da meditação',
  retry: 'Tentar novamente',
  listened: 'Você ouviu {n}% do áudio',
  duration: 'Duração: {total}',
  remaining: '−{left}',
  remainingLabel: 'Faltam {left}',
  resumed: 'Continuando de onde você parou ({at}).',
  // Before playing, where the log (this or another device) says the person stopped: an offer, not yet a fact.
  stoppedAt: 'Você parou em {at}.',
  resumeOffer: 'Continuar de onde parou',
  startOver: 'Recomeçar',
  minutesLeft: (minutes: number) =>
    minutes <= 1 ? 'Falta menos de 1 minuto.' : `Faltam ${String(minutes)} minutos.`,
  otherTrack: 'Outro áudio está tocando. Toque em Reproduzir para ouvir este.',
} as const;
