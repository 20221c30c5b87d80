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

  /** What the module sets on its `Module` (the settings object) while it starts. */
  export interface EspeakRuntime {
    /**
     * Adds a file to the module's file system: `parent`/`name`, or the whole path in `parent` and a null `name`
     * (how the data package's loader calls it, once per file).
     */
    FS_createDataFile(
      parent: string,
      name: string | null,
      data: Uint8Array,
      canRead: boolean,
      canWrite: boolean,
      canOwn: boolean,
    ): void;
  }

  /** Emscripten's module settings that the voice uses. */
  export interface EspeakModuleArg {
    /** The data package's bytes (`path` is where it lies, `size` its length), instead of the module reading it. */
    getPreloadedPackage?: (path: string, size: number) => ArrayBuffer | null;
  }

  const createModule: (moduleArg?: EspeakModuleArg) => Promise<EspeakModule>;
  export default createModule;
}
