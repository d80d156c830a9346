import { baseOf, isVowel, stressOf } from './arpabet';

/**
 * British LOT (hot, dog) is one rounded vowel where American English has AA (hot) or AO (dog);
 * espeak writes it as AA. Taken as one sound, so dog's British form is no new form.
 */
const LOT_VOWELS: Readonly<Record<string, string>> = { AA: 'AA|AO', AO: 'AA|AO' };

/**
 * What is left of a pronunciation once R after vowels and unstressed vowels are taken out: the
 * part an accent keeps when it drops its R's (water, car) and reduces its weak vowels differently.
 */
function accentNeutral(phonemes: readonly string[]): string {
  return phonemes
    .filter((p) => baseOf(p) !== 'R' && !(isVowel(p) && stressOf(p) === 0))
    .map((p) => LOT_VOWELS[baseOf(p)] ?? baseOf(p))
    .join(' ');
}

/**
 * The British pronunciation to accept beside the dictionary's, or undefined when it adds nothing.
 * `british` and `american` are espeak-ng's en-gb and en-us forms of the word. Kept only when
 * - espeak's two voices disagree beyond R and weak vowels: a real accent difference (tomato,
 *   schedule, either, vitamin, half), not espeak reading the word oddly in both ('vi' as a Roman
 *   numeral, 'de' as 'duh');
 * - and it is none of `accepted` (the dictionary forms the grammar already has) in that sense: a
 *   form that differs only by a dropped R or weaker vowels (water, computer, comfortable) is
 *   covered by the tolerated forms.
 * Every extra correct path costs some rejection of near words (docs/benchmarks.md).
 */
export function distinctBritishForm(
  accepted: ReadonlyArray<readonly string[]>,
  british: readonly string[] | undefined,
  american: readonly string[] | undefined,
): readonly string[] | undefined {
  if (!british || british.length === 0) return undefined;
  const neutral = accentNeutral(british);
  if (american && accentNeutral(american) === neutral) return undefined;
  return accepted.some((form) => accentNeutral(form) === neutral) ? undefined : british;
}
