import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishPronunciation, ipaFromEspeak } from './british-ipa';
import { DATA_DIR, readBritishIpa, readEntryFiles, VERB_IPA_KEY } from './load';

describe('British IPA from espeak-ng (pure)', () => {
  it('writes learner’s-dictionary symbols, with the stress mark before its syllable', () => {
    // espeak-ng -v en-gb-x-rp --ipa --sep=. output for colour, water, dance, bed, happy.
    expect(ipaFromEspeak('k.ˈʌ.l.ɐ')).toBe('ˈkʌ.lə');
    expect(ipaFromEspeak('w.ˈɔː.t.ɐ')).toBe('ˈwɔː.tə');
    expect(ipaFromEspeak('d.ˈɑː.n.s')).toBe('dɑːns');
    expect(ipaFromEspeak('b.ˈɛ.d')).toBe('bed');
    expect(ipaFromEspeak('h.ˈæ.p.ɪ')).toBe('ˈhæ.pi');
  });

  it('tells the NEAR vowel (year) from i and a schwa (area), and keeps every word of a phrase', () => {
    expect(ipaFromEspeak('j.ˈiə')).toBe('jɪə');
    expect(ipaFromEspeak('ˈeə.ɹ.iə')).toBe('ˈeə.ri.ə');
    expect(ipaFromEspeak('ˈaɪ.s k.ɹ.ˈiː.m')).toBe('ˈaɪs ˈkriːm');
    // Onsets as English allows them: stu-dent, not stud-ent; ŋ never starts a syllable.
    expect(ipaFromEspeak('s.t.j.ˈuː.d.ə.n.t')).toBe('ˈstjuː.dənt');
    expect(ipaFromEspeak('s.ˈɪ.ŋ.ɐ')).toBe('ˈsɪŋ.ə');
  });

  it('reads a stored line back as the assistant shows it', () => {
    expect(britishPronunciation('ˈkʌ.lə')).toEqual({
      ipa: '/ˈkʌlə/',
      syllables: ['kʌ', 'lə'],
      stressedSyllable: 1,
    });
    expect(britishPronunciation('tə.ˈmɑː.təʊ').stressedSyllable).toBe(2);
    expect(britishPronunciation('bæŋk')).toEqual({
      ipa: '/bæŋk/',
      syllables: ['bæŋk'],
      stressedSyllable: 1,
    });
  });
});

describe('data/ipa-gb.tsv', () => {
  const stored = readBritishIpa();

  it('has a British pronunciation for every headword with senses (npm run dictionary:ipa)', () => {
    const headwords = readEntryFiles()
      .flatMap((file) => file.entries)
      .filter((entry) => (entry.senses ?? []).length > 0)
      .map((entry) => entry.word);
    expect(headwords.filter((word) => !stored.has(word))).toEqual([]);
  });

  it('is British, not American: bath and dance with ɑː, no r after a vowel, əʊ in go', () => {
    expect(stored.get('dance')).toBe('dɑːns');
    expect(stored.get('bath')).toBe('bɑːθ');
    expect(stored.get('water')).toBe('ˈwɔː.tə');
    expect(stored.get('colour')).toBe('ˈkʌ.lə');
    expect(stored.get('go')).toBe('ɡəʊ');
    expect(stored.get('tomato')).toBe('tə.ˈmɑː.təʊ');
    const american = [...stored].filter(([, ipa]) => /ɚ|ɝ|oʊ|ɹ|ɾ/.test(ipa));
    expect(american).toEqual([]);
  });

  it('takes the hand-written fixes (data/ipa-gb-fixes.tsv) over what espeak-ng says', () => {
    expect(stored.get('YouTube')).toBe('ˈjuː.tjuːb');
    expect(stored.get('Manchester')).toBe('ˈmæn.tʃɪ.stə');
    // The rude noun is stressed on its first syllable; the verb of science on its second.
    expect(stored.get('retard')).toBe('ˈriː.tɑːd');
    expect(stored.get(`retard${VERB_IPA_KEY}`)).toBe('rɪ.ˈtɑːd');
    const headwords = new Set(
      readEntryFiles()
        .flatMap((file) => file.entries)
        .map((entry) => entry.word),
    );
    const fixes = readFileSync(join(DATA_DIR, 'ipa-gb-fixes.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('\t')[0]!);
    expect(fixes.length).toBeGreaterThan(0);
    expect(fixes.filter((word) => !headwords.has(word))).toEqual([]);
  });

  it('is what the script makes from espeak-ng now', () => {
    const sample = ['colour', 'schedule', 'photograph', 'look after', 'London'];
    const input = sample.map((word) => `${word}.`).join('\n');
    const lines = execFileSync(
      'espeak-ng',
      ['-v', 'en-gb-x-rp', '-q', '--ipa', '--sep=.', '--stdin'],
      {
        input: `${input}\n`,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.map(ipaFromEspeak)).toEqual(sample.map((word) => stored.get(word)));
  });
});
