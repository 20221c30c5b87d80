import { closeSync, openSync, readSync } from 'node:fs';
import type { EspeakModuleArg, EspeakRuntime, EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import type { TtsVoice } from '../port.ts';

/**
 * eSpeak NG's Brazilian Portuguese voice, run as WebAssembly inside this process (no system package). Each
 * product voice gets its own pitch so the three are told apart; all are soft and low-ranged, as a guide speaks.
 */
const voiceShape: Record<TtsVoice, { pitch: number; range: number }> = {
  coral: { pitch: 40, range: 30 },
  nova: { pitch: 52, range: 40 },
  sage: { pitch: 32, range: 25 },
};

let worker: Promise<EspeakWorker> | undefined;

/**
 * The dictionaries the Portuguese voice reads: its own, English's (its second language), and those of the alphabets
 * whose words it reads in their own language (Greek, Armenian, Georgian, Korean and the Indic scripts; found by
 * speaking a word of every alphabet with the Portuguese dictionary alone, as espeak-ng's `alphabets` table says).
 */
const readDictionaries = new Set('pt en el hy ka ko hi bn pa gu ta te kn ml'.split(' '));

/** The files of eSpeak's data package that only another language's voice reads: its dictionary. */
const otherLanguage = (path: string) => {
  const dictionary = /\/(\w+)_dict$/.exec(path)?.[1];
  return dictionary !== undefined && !readDictionaries.has(dictionary);
};

/**
 * eSpeak's data package (24 MB: every language's dictionary) read in part: the phonemes, the voices and the
 * dictionaries the Portuguese voice reads (about 2 MB). The module would read the whole file into one buffer and keep it as its file
 * system; here it gets a buffer of the package's size that nothing writes to but those files (the system maps its
 * pages only when written), and the other languages' dictionaries are left out of its file system. Each file reaches
 * the file system through the module's `FS_createDataFile`, which the module sets while it loads (hence a setter:
 * the package is unpacked before any `preRun` of ours would run).
 */
function portugueseOnly(): EspeakModuleArg {
  let packagePath = '';
  let createDataFile: EspeakRuntime['FS_createDataFile'] | undefined;
  const createPortugueseFile: EspeakRuntime['FS_createDataFile'] = (parent, name, data, ...access) => {
    const path = name === null ? parent : `${parent}/${name}`;
    if (otherLanguage(path)) return;
    // `data` is the file's part of the package's buffer: its offset there is its offset in the package.
    const file = openSync(packagePath, 'r');
    try {
      for (let read = 0; read < data.byteLength;) {
        const bytes = readSync(file, data, read, data.byteLength - read, data.byteOffset + read);
        if (bytes === 0) throw new Error(`pacote de dados do eSpeak incompleto: ${path}`);
        read += bytes;
      }
    } finally {
      closeSync(file);
    }
    createDataFile?.(parent, name, data, ...access);
  };
  const moduleArg: EspeakModuleArg = {
    getPreloadedPackage: (path, size) => {
      packagePath = path;
      return new ArrayBuffer(size);
    },
  };
  return Object.defineProperty(moduleArg, 'FS_createDataFile', {
    get: () => createPortugueseFile,
    set: (create: EspeakRuntime['FS_createDataFile']) => {
      createDataFile = create;
    },
  });
}

/**
 * The module takes about 0.3 s to start: once per process. It is imported here, when first needed: only the work
 * process speaks, and the server, which imports this provider's module for its other parts, does not hold eSpeak's
 * 0.8 MB of glue code (session 34).
 */
function espeakWorker(): Promise<EspeakWorker> {
  worker ??= import('@echogarden/espeak-ng-emscripten')
    .then(({ default: createEspeakModule }) => createEspeakModule(portugueseOnly()))
    .then((module) => {
      const instance = new module.eSpeakNGWorker();
      instance.set_voice('pt-br', 'pt-br');
      return instance;
    })
    .catch((error: unknown) => {
      // Tried again at the next phrase, not failed for the life of the process.
      worker = undefined;
      throw error;
    });
  return worker;
}

/** One phrase in the pt-BR voice at `wordsPerMinute`: 16-bit mono samples at ESPEAK_SAMPLE_RATE. */
export async function espeakSay(text: string, voice: TtsVoice, wordsPerMinute: number): Promise<Int16Array> {
  const instance = await espeakWorker();
  const shape = voiceShape[voice];
  instance.set_rate(Math.round(wordsPerMinute));
  instance.set_pitch(shape.pitch);
  instance.set_range(shape.range);
  const chunks: Int16Array[] = [];
  // The synthesis is synchronous inside the callback loop; nothing else runs on the worker meanwhile.
  instance.synthesize(text, (samples) => {
    chunks.push(samples);
    return false;
  });
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const pcm = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return pcm;
}
