/**
 * How to form each English sound (ARPAbet, without stress), written by us for the coach: where
 * the tongue and lips go, and whether the voice is on.
 */
export interface PhonemeTip {
  /** A familiar word with the sound, e.g. "think". */
  example: string;
  tip: string;
}

export const PHONEME_TIPS: Readonly<Record<string, PhonemeTip>> = {
  AA: {
    example: 'father',
    tip: 'Open your mouth wide and keep the tongue low and back. Lips relaxed, not rounded.',
  },
  AE: {
    example: 'cat',
    tip: 'Open the jaw, spread the lips a little and push the tongue low and forward. It is wider than the E in "bed".',
  },
  AH: {
    example: 'cup',
    tip: 'A short, relaxed sound from the middle of the mouth. Jaw half open, lips neutral. Unstressed, it becomes a quick, weak "uh".',
  },
  AO: {
    example: 'thought',
    tip: 'Tongue low and back as for AA in "father", but with rounded lips: the rounding is what makes the difference. (Many Americans say both sounds alike.)',
  },
  AW: {
    example: 'now',
    tip: 'Start with an open "ah" and glide to a rounded "oo": the lips close in as you finish.',
  },
  AY: {
    example: 'time',
    tip: 'Start with an open "ah" and glide up towards "ee": the tongue rises and the jaw closes a little.',
  },
  EH: {
    example: 'bed',
    tip: 'Tongue forward and a little below the middle of the mouth, jaw half open, lips relaxed. Keep it short and do not glide to "ay".',
  },
  ER: {
    example: 'bird',
    tip: 'Curl the tongue tip back (or bunch it) without touching the roof of the mouth; round the lips a little and hold the sound.',
  },
  EY: {
    example: 'day',
    tip: 'Start at "e" and glide up to "ee". The tongue moves up as the sound ends.',
  },
  IH: {
    example: 'sit',
    tip: 'A short, relaxed "i". Tongue high and forward, but a little lower and looser than for "ee"; do not smile or lengthen it.',
  },
  IY: {
    example: 'see',
    tip: 'Spread the lips as if smiling, tongue high and forward, and hold the sound a little longer than IH.',
  },
  OW: {
    example: 'go',
    tip: 'Start with a rounded "o" and close the lips further towards "oo" as you finish.',
  },
  OY: {
    example: 'boy',
    tip: 'Start with rounded lips ("aw") and glide to "ee" as the lips spread.',
  },
  UH: {
    example: 'book',
    tip: 'A short sound with lightly rounded lips and the tongue high and back, more relaxed than "oo".',
  },
  UW: {
    example: 'food',
    tip: 'Round and push the lips forward, tongue high and back, and hold the sound.',
  },
  B: {
    example: 'boy',
    tip: 'Close both lips, build up air, then release with the voice on. Feel your throat buzz.',
  },
  CH: {
    example: 'chair',
    tip: 'Press the front of the tongue just behind the ridge behind your top teeth (further back than for T), round the lips a little, then release into "sh" with a short burst. No voice.',
  },
  D: {
    example: 'dog',
    tip: 'Tongue tip on the ridge behind the top teeth, release with the voice on.',
  },
  DH: {
    example: 'this',
    tip: 'Put the tongue tip lightly between your teeth and let air flow with the voice on: a buzzing "th". Do not stop the air as in "d".',
  },
  F: {
    example: 'fish',
    tip: 'Rest the top teeth on the lower lip and blow air through. No voice; do not close the lips.',
  },
  G: {
    example: 'go',
    tip: 'Raise the back of the tongue against the soft palate, then release with the voice on.',
  },
  HH: {
    example: 'hat',
    tip: 'Just a breath of air from the throat before the vowel. Keep the mouth ready for the next sound.',
  },
  JH: {
    example: 'jump',
    tip: 'Like CH, but with the voice on: tongue just behind the ridge behind your top teeth, lips a little rounded, release into a buzzing "zh".',
  },
  K: {
    example: 'cat',
    tip: 'Raise the back of the tongue against the soft palate and release with a puff of air. No voice.',
  },
  L: {
    example: 'light',
    tip: 'Touch the tongue tip to the ridge behind the top teeth and let the voice flow around the sides of the tongue.',
  },
  M: { example: 'man', tip: 'Close the lips and hum: the air goes out through the nose.' },
  N: {
    example: 'no',
    tip: 'Tongue tip on the ridge behind the top teeth, air through the nose, voice on.',
  },
  NG: {
    example: 'sing',
    tip: 'Raise the back of the tongue to the soft palate and hum through the nose. Do not add a "g" at the end.',
  },
  P: {
    example: 'pen',
    tip: 'Close the lips, build up air and release it with a clear puff. No voice. Hold a paper in front of you: it should move.',
  },
  R: {
    example: 'red',
    tip: 'Curl the tongue tip back (or bunch the tongue up) without touching anything and round the lips slightly. The tongue never taps the roof of the mouth.',
  },
  S: {
    example: 'sun',
    tip: 'Tongue tip close to the ridge behind the top teeth, teeth nearly together, a thin stream of air. No voice.',
  },
  SH: {
    example: 'she',
    tip: 'Round the lips forward, tongue a little further back than for S, and push out a wide stream of air. No voice.',
  },
  T: {
    example: 'top',
    tip: 'Tongue tip on the ridge behind the top teeth, release with a puff of air. No voice.',
  },
  TH: {
    example: 'think',
    tip: 'Put the tongue tip lightly between your teeth and blow air out without voice. Do not stop the air as in "t" or hiss as in "s".',
  },
  V: {
    example: 'van',
    tip: 'Rest the top teeth on the lower lip and push air through with the voice on. The lips do not round as for W.',
  },
  W: {
    example: 'wet',
    tip: 'Round the lips tightly and raise the back of the tongue as for "oo", then open quickly into the vowel. Teeth do not touch the lip.',
  },
  Y: {
    example: 'yes',
    tip: 'Start with the tongue high as for "ee" and glide quickly into the next vowel.',
  },
  Z: { example: 'zoo', tip: 'Like S, but with the voice on: you should feel a buzz.' },
  ZH: { example: 'measure', tip: 'Like SH, but with the voice on: rounded lips and a soft buzz.' },
};

/** The tip for a sound code such as 'TH' or 'AH0' (stress digits ignored). */
export function phonemeTip(code: string): PhonemeTip | undefined {
  return PHONEME_TIPS[code.replace(/[0-2]$/, '').toUpperCase()];
}
