/** A song of the demo community's music widget, made here: no network, no audio library, no file in the repository. */
export interface DemoSong {
  title: string;
  wav: Buffer;
}

const SAMPLE_RATE = 16_000;
/** Each chord plays two bars, so a song is 8 bars (25 to 30 s, about 1 MB). */
const BARS = 8;
const BEATS_PER_BAR = 4;

interface Tune {
  title: string;
  bpm: number;
  /** Four chords, as MIDI note numbers. */
  chords: readonly (readonly number[])[];
}

const TUNES: readonly Tune[] = [
  {
    title: 'Morning commute',
    bpm: 84,
    chords: [
      [60, 64, 67],
      [55, 59, 62],
      [57, 60, 64],
      [53, 57, 60],
    ],
  },
  {
    title: 'Deep focus',
    bpm: 72,
    chords: [
      [57, 60, 64],
      [53, 57, 60],
      [48, 52, 55],
      [55, 59, 62],
    ],
  },
  {
    title: 'After hours',
    bpm: 90,
    chords: [
      [55, 58, 62, 65],
      [48, 52, 55, 58],
      [53, 57, 60, 64],
      [50, 53, 57, 60],
    ],
  },
];

const HZ = Array.from({ length: 128 }, (_, note) => 440 * 2 ** ((note - 69) / 12));
const hz = (note: number) => HZ[note]!;
const TAU = 2 * Math.PI;

/** Pads, a plucked bass on each beat and an arpeggio in eighths, faded in and out: a calm loop. */
function render({ bpm, chords }: Tune): Float32Array {
  const beat = 60 / bpm;
  const bar = beat * BEATS_PER_BAR;
  const out = new Float32Array(Math.ceil(BARS * bar * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const barIndex = Math.min(BARS - 1, Math.floor(t / bar));
    const chord = chords[Math.floor(barIndex / 2) % chords.length]!;
    const inBar = t - barIndex * bar;
    const swell = Math.min(1, inBar / 0.4) * Math.min(1, (bar - inBar) / 0.3);
    let pad = 0;
    for (const note of chord) pad += Math.sin(TAU * hz(note) * t);
    const inBeat = inBar % beat;
    const bass = Math.sin(TAU * hz(chord[0]! - 12) * t) * Math.exp(-inBeat * 3);
    const eighth = Math.floor(inBar / (beat / 2));
    const arpNote = chord[eighth % chord.length]! + 12;
    const arp = Math.sin(TAU * hz(arpNote) * t) * Math.exp(-(inBar % (beat / 2)) * 9);
    const fade = Math.min(1, t / 2) * Math.min(1, (out.length / SAMPLE_RATE - t) / 2);
    out[i] = fade * (0.09 * swell * pad + 0.3 * bass + 0.14 * arp);
  }
  return out;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function wavOf(samples: Float32Array): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8);
  wav.write('fmt ', 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(data, 40);
  const pcm = new Int16Array(wav.buffer, wav.byteOffset + 44, samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32_767);
  return wav;
}

export const demoSongs = (): DemoSong[] => TUNES.map((tune) => ({ title: tune.title, wav: wavOf(render(tune)) }));
