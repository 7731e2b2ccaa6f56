import { useSyncExternalStore } from 'react';

/** Whether a new message plays a sound: a choice of this browser, off until the member turns it on. */
const KEY = 'plaza.messageSound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setMessageSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's choice, following changes made here or in another tab. */
export function useMessageSound(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

let audio: AudioContext | undefined;

/** Two short soft tones, drawn with Web Audio (no file to load); silent when the choice is off or audio is unavailable. */
export function playMessageSound(): void {
  if (!read() || typeof window.AudioContext !== 'function') {
    return;
  }
  try {
    audio ??= new window.AudioContext();
    const start = audio.currentTime;
    [660, 880].forEach((frequency, i) => {
      const tone = audio!.createOscillator();
      const gain = audio!.createGain();
      const at = start + i * 0.12;
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.11);
      tone.connect(gain).connect(audio!.destination);
      tone.start(at);
      tone.stop(at + 0.12);
    });
  } catch {
    // The browser refused to play before any interaction: the box and the title still say it.
  }
}
