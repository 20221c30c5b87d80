/** The few parts of eSpeak NG's Emscripten build (Echogarden's port) that the local voice uses. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: string;
    text_position: number;
    word_length: number;
    audio_position: number;
  }

  export interface EspeakWorker {
    set_voice(name: string, language: string, gender?: number, age?: number, variant?: number): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    get_samplerate(): number;
    /** Calls back with chunks of 16-bit samples; answering true stops the synthesis. */
    synthesize(text: string, onChunk: (samples: Int16Array, events: EspeakEvent[]) => boolean): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }

  const createModule: () => Promise<EspeakModule>;
  export default createModule;
}
