/**
 * The game's sounds, synthesised with the Web Audio API (no audio files): a slow minor-key night
 * loop for the background music and a two-tone chime for notifications.
 */
type Ctx = AudioContext;

let context: Ctx | null = null;
let musicGain: GainNode | null = null;
let musicTimer: ReturnType<typeof setInterval> | undefined;

/** A minor progression, one chord every 4 s: A, F, C, G (root frequencies in Hz, one octave down). */
const CHORDS = [
  [110, 130.81, 164.81],
  [87.31, 110, 130.81],
  [65.41, 82.41, 98],
  [98, 123.47, 146.83],
];
const CHORD_SECONDS = 4;

function getContext(): Ctx | null {
  if (context) return context;
  const Constructor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

function tone(
  ctx: Ctx,
  destination: AudioNode,
  frequency: number,
  start: number,
  duration: number,
  peak: number,
  type: OscillatorType,
): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(peak, start + Math.min(0.6, duration / 3));
  gain.gain.linearRampToValueAtTime(0, start + duration);
  osc.connect(gain).connect(destination);
  osc.start(start);
  osc.stop(start + duration + 0.05);
}

let chordIndex = 0;
function scheduleChord(ctx: Ctx, destination: AudioNode): void {
  const chord = CHORDS[chordIndex % CHORDS.length];
  chordIndex += 1;
  const start = ctx.currentTime + 0.05;
  for (const frequency of chord) tone(ctx, destination, frequency, start, CHORD_SECONDS, 0.12, 'triangle');
  // A quiet high note on the second beat, for movement.
  tone(ctx, destination, chord[2] * 4, start + CHORD_SECONDS / 2, 1.2, 0.03, 'sine');
}

/** Starts (or keeps) the loop at `volume` 0..1. Needs a prior user interaction, else the browser refuses. */
export async function playMusic(volume: number): Promise<void> {
  const ctx = getContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') await ctx.resume();
  if (!musicGain) {
    musicGain = ctx.createGain();
    musicGain.connect(ctx.destination);
  }
  musicGain.gain.setTargetAtTime(volume, ctx.currentTime, 0.2);
  if (musicTimer === undefined) {
    const gain = musicGain;
    scheduleChord(ctx, gain);
    musicTimer = setInterval(() => scheduleChord(ctx, gain), CHORD_SECONDS * 1000);
  }
}

export function stopMusic(): void {
  clearInterval(musicTimer);
  musicTimer = undefined;
  if (context && musicGain) musicGain.gain.setTargetAtTime(0, context.currentTime, 0.1);
}

/** The notification chime at `volume` 0..1. */
export function playChime(volume: number): void {
  const ctx = getContext();
  if (!ctx || ctx.state !== 'running' || volume <= 0) return;
  const start = ctx.currentTime + 0.01;
  tone(ctx, ctx.destination, 880, start, 0.25, 0.4 * volume, 'sine');
  tone(ctx, ctx.destination, 1318.5, start + 0.15, 0.35, 0.4 * volume, 'sine');
}

/** Whether the page may play sound yet (the context runs after a user gesture). */
export async function unlockAudio(): Promise<boolean> {
  const ctx = getContext();
  if (!ctx) return false;
  try {
    if (ctx.state === 'suspended') await ctx.resume();
  } catch {
    return false;
  }
  return ctx.state === 'running';
}
