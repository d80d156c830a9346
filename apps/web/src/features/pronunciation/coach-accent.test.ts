import { describe, expect, it } from 'vitest';
import { DEFAULT_COACH_ACCENT, parseCoachAccent, voiceFor } from './coach-accent';

describe('coach accent', () => {
  it('reads a stored accent and falls back to US English for anything else', () => {
    expect(parseCoachAccent('en-GB')).toBe('en-GB');
    expect(parseCoachAccent('en-US')).toBe('en-US');
    expect(parseCoachAccent('fr-FR')).toBe(DEFAULT_COACH_ACCENT);
    expect(parseCoachAccent(null)).toBe('en-GB');
  });

  it('picks a voice of the accent, then any English voice, then none', () => {
    const voices = [{ lang: 'de-DE' }, { lang: 'en_US' }, { lang: 'en-GB' }];
    expect(voiceFor(voices, 'en-GB')).toBe(voices[2]);
    expect(voiceFor(voices, 'en-US')).toBe(voices[1]);
    expect(voiceFor([{ lang: 'de-DE' }, { lang: 'en-AU' }], 'en-GB')?.lang).toBe('en-AU');
    expect(voiceFor([{ lang: 'de-DE' }], 'en-GB')).toBeUndefined();
  });
});
