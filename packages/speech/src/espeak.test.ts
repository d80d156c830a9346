import { execFileSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { espeakPhonemes, espeakProcessIds, startEspeak } from './espeak';
import { ipaToArpabet, type EspeakVoice } from './ipa-to-arpabet';
import { BACKGROUND_NICE } from './priority';

// espeak-ng runs once per voice and is read a word a line (needs the Debian package espeak-ng).
const direct = (word: string, voice: EspeakVoice) =>
  ipaToArpabet(
    execFileSync('espeak-ng', ['-v', voice, '-q', '--ipa', word], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    ),
    voice,
  );

describe('espeak-ng kept running', () => {
  it('answers words asked at once, in both voices, each with its own phonemes', async () => {
    const words = ['tomato', 'schedule', "don't", 'well-known', 'zyxwv', 'lexora', 'aluminium'];
    const asked = words.flatMap((word) =>
      (['en-gb', 'en-us'] as const).map(async (voice) => ({
        word,
        voice,
        phonemes: await espeakPhonemes(word, voice),
      })),
    );
    for (const { word, voice, phonemes } of await Promise.all(asked))
      expect(phonemes, `${voice} ${word}`).toEqual(direct(word, voice));
  });

  it('runs at background priority, one process per voice', () => {
    startEspeak();
    const ids = espeakProcessIds();
    expect(Object.keys(ids).sort()).toEqual(['en-gb', 'en-us']);
    for (const pid of Object.values(ids)) expect(getPriority(pid)).toBe(BACKGROUND_NICE);
  });

  it('starts again after its process stopped', async () => {
    startEspeak();
    const before = espeakProcessIds()['en-us'];
    expect(before).toBeDefined();
    process.kill(before as number, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await espeakPhonemes('pumpernickel', 'en-us')).toEqual(direct('pumpernickel', 'en-us'));
    expect(espeakProcessIds()['en-us']).not.toBe(before);
  });
});
