/**
 * British pronunciations of our headwords (ADR 0051): espeak-ng's Received Pronunciation voice
 * (en-gb-x-rp) turned into the transcription British learner's dictionaries print, with the
 * syllables marked, by `npm run dictionary:ipa` into data/ipa-gb.tsv; read back at run time by
 * `britishPronunciation`. Pure.
 */

export interface BritishPronunciation {
  /** Between slashes, stress marks before stressed syllables ("/ˈkʌlə/"). */
  ipa: string;
  /** Without stress marks (["kʌ", "lə"]). */
  syllables: string[];
  /** 1-based index of the syllable with primary stress (0 when none is marked). */
  stressedSyllable: number;
}

/** espeak's symbols that learner's dictionaries write another way. */
const DICTIONARY_SYMBOL: Readonly<Record<string, string>> = {
  ɛ: 'e',
  ɐ: 'ə',
  ɹ: 'r',
  ɛə: 'eə',
  iə: 'ɪə',
  ᵻ: 'ɪ',
};

const VOWELS = new Set(
  'ɪ e æ ʌ ɒ ʊ ə i u iː ɑː ɔː uː ɜː eɪ aɪ ɔɪ əʊ aʊ ɪə eə ʊə aɪə aʊə əl ɔ a o'.split(' '),
);

/** Consonant clusters a British syllable may start with (besides any single consonant but ŋ). */
const ONSETS = new Set(
  `pr br tr dr kr ɡr fr θr ʃr pl bl kl ɡl fl sl sp st sk sm sn sw sf tw dw kw ɡw θw sj pj bj
  tj dj kj ɡj mj nj fj vj hj lj spr str skr spl skw skj spj stj`.split(/\s+/),
);

interface Phone {
  sound: string;
  stress: '' | 'ˈ' | 'ˌ';
}

/** One word of espeak's `--sep=.` output ("k.ˈʌ.l.ɐ") as phonemes in dictionary symbols. */
function phonesOf(word: string): Phone[] {
  const raw = word.split('.');
  const phones: Phone[] = [];
  raw.forEach((part, i) => {
    const stress = (part.match(/[ˈˌ]/)?.[0] ?? '') as Phone['stress'];
    const sound = part.replace(/[ˈˌ]/g, '');
    if (!sound) return;
    // espeak's "iə" is the NEAR vowel when stressed (year), "i" and a schwa otherwise (area).
    if (sound === 'iə' && !stress && i > 0) {
      phones.push({ sound: 'i', stress }, { sound: 'ə', stress: '' });
      return;
    }
    phones.push({ sound: DICTIONARY_SYMBOL[sound] ?? sound, stress });
  });
  // The happY vowel: an unstressed "ɪ" at the end of a word or before another vowel is "i".
  phones.forEach((phone, i) => {
    const next = phones[i + 1];
    if (phone.sound === 'ɪ' && !phone.stress && (!next || VOWELS.has(next.sound))) {
      phone.sound = 'i';
    }
  });
  return phones;
}

/** Splits phonemes into syllables: each vowel a nucleus, consonants to the longest legal onset. */
function syllablesOf(phones: Phone[]): Phone[][] {
  const nuclei = phones.flatMap((p, i) => (VOWELS.has(p.sound) ? [i] : []));
  if (nuclei.length < 2) return [phones];
  const starts = [0];
  for (let k = 1; k < nuclei.length; k++) {
    const cluster = phones.slice(nuclei[k - 1]! + 1, nuclei[k]!).map((p) => p.sound);
    let onset = 0;
    for (let size = Math.min(3, cluster.length); size >= 1; size--) {
      const candidate = cluster.slice(cluster.length - size);
      if (size === 1 ? candidate[0] !== 'ŋ' : ONSETS.has(candidate.join(''))) {
        onset = size;
        break;
      }
    }
    starts.push(nuclei[k]! - onset);
  }
  return starts.map((start, k) => phones.slice(start, starts[k + 1] ?? phones.length));
}

/**
 * espeak-ng's `--ipa --sep=.` output for a headword ("k.ˈʌ.l.ɐ", "ˈaɪ.s k.ɹ.ˈiː.m") as the line
 * data/ipa-gb.tsv stores: syllables joined by ".", each stress mark before its syllable, the
 * words of a phrase apart ("ˈkʌ.lə", "ˈaɪs ˈkriːm"). A one-syllable word has no stress mark, as
 * in printed dictionaries.
 */
export function ipaFromEspeak(output: string): string {
  const words = output.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word) => {
      const syllables = syllablesOf(phonesOf(word));
      return syllables
        .map((syllable) => {
          const stress = syllable.find((p) => VOWELS.has(p.sound))?.stress ?? '';
          const text = syllable.map((p) => p.sound).join('');
          return words.length === 1 && syllables.length === 1 ? text : `${stress}${text}`;
        })
        .join('.');
    })
    .join(' ');
}

/** A line of data/ipa-gb.tsv ("ˈkʌ.lə") as the assistant shows it. */
export function britishPronunciation(stored: string): BritishPronunciation {
  const syllables = stored.split(/[.\s]+/).filter(Boolean);
  const primary = syllables.findIndex((s) => s.startsWith('ˈ'));
  return {
    ipa: `/${stored.replace(/\./g, '')}/`,
    syllables: syllables.map((s) => s.replace(/[ˈˌ]/g, '')),
    stressedSyllable: primary >= 0 ? primary + 1 : syllables.length === 1 ? 1 : 0,
  };
}
