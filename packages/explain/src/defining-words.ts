/**
 * Our own defining vocabulary: plain replacements for the words WordNet's definitions use most
 * that our word model rates above A2 (counted over the first senses of the 4,000 most frequent
 * words). Learner dictionaries define with a controlled vocabulary in the same way; this list
 * is ours, written for WordNet's style of definition. A replacement is used only when it is
 * itself at or below the learner's level; multi-word replacements inflect their first word.
 */

/** Phrases rewritten before word-by-word simplification (order matters: longer first). */
export const DEFINING_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bof or relating to\b/g, 'about'],
  [/\b(?:relating|related|pertaining) to\b/g, 'about'],
  [/\bwith (?:regard|respect|reference) to\b/g, 'about'],
  [/\bconsisting of\b/g, 'made of'],
  [/\bconsists of\b/g, 'is made of'],
  [/\bconsist of\b/g, 'are made of'],
  [/\bcharacteristic of\b/g, 'typical of'],
  [/\bcharacterized by\b/g, 'with'],
  [/\baccompanied by\b/g, 'with'],
  [/\bthe (?:quality|state|condition) of being\b/g, 'being'],
  [/\bby means of\b/g, 'by using'],
  [/\bin the manner of\b/g, 'like'],
  [/\bto a (?:great|large|high) (?:extent|degree)\b/g, 'very much'],
  [/\bin possession of\b/g, 'having'],
  [/\bengag(?:e|es|ed|ing) in\b/g, 'doing'],
  [/\b(?:,\s*)?(?:also )?metaphorically\b/g, ''],
  [/\ba (?:large|great) (?:quantity|amount|number) of\b/g, 'a lot of'],
];

const LIST = `
verb perceive see
verb produce make
verb express show
verb occur happen
verb contain have
verb intend plan
verb operate work
verb determine decide
verb require need
verb undergo go through
verb locate find
verb indicate show
verb involve include
verb obtain get
verb regard see
verb transmit send
verb assign give
verb discover find
verb establish set up
verb connect join
verb represent stand for
verb achieve reach
verb develop grow
verb prepare make
verb derive take
verb deliver bring
verb prevent stop
verb possess have
verb declare say
verb maintain keep
verb examine check
verb constitute make up
verb accompany go with
verb conduct do
verb propel push
verb cultivate grow
verb convey carry
verb render make
verb reflect show
verb precede come before
verb exert use
verb situate place
verb terminate end
verb denote mean
verb employ use
verb grant give
verb experience have
verb improve make better
verb attend go to
verb behave act
verb acquire get
verb construct build
verb purchase buy
verb inform tell
verb assist help
verb observe watch
verb remove take away
verb consume eat
verb commence begin
verb depart leave
verb resemble look like
verb reside live
verb utter say
verb inquire ask
verb permit allow
verb assemble put together
verb diminish get smaller
verb fasten fix
verb injure hurt
verb comprise include
verb characterize show
noun quantity amount
noun substance material
noun function use
noun authority power
noun organization group
noun emotion feeling
noun element part
noun circumstance situation
noun judgment opinion
noun consideration thought
noun aspect part
noun organism living thing
noun sensation feeling
noun intention plan
noun organ body part
noun influence effect
noun item thing
noun sum amount
noun role part
noun occurrence event
noun document paper
noun consequence result
noun difficulty problem
noun intensity strength
noun occasion time
noun importance value
noun appearance look
noun rank level
noun covering cover
noun profession job
noun desire wish
noun solution answer
noun association group
noun division part
noun principle rule
noun entity thing
noun magnitude size
noun title name
noun basis base
noun category kind
noun boundary edge
noun offspring young
noun collection group
noun limb arm or leg
noun firm company
noun interval time
noun alternative choice
noun investigation study
noun sequence order
noun instance example
noun assistance help
noun component part
noun extent size
noun individual person
noun vehicle car
noun residence home
noun dwelling home
noun beverage drink
noun infant baby
noun physician doctor
noun automobile car
noun attempt try
noun manner way
noun purpose reason
noun location place
noun structure building
noun conversation talk
adj various different
adj mental of the mind
adj specified given
adj individual single
adj distinctive special
adj concrete real
adj unpleasant bad
adj probable likely
adj essential important
adj extreme very great
adj distinct different
adj suitable right
adj transparent clear
adj unusual strange
adj agreeable nice
adj ordinary normal
adj sufficient enough
adj numerous many
adj principal main
adj rapid fast
adj enormous very big
adj minute very small
adj moist wet
adj entire whole
adj adequate enough
adj initial first
adj capable able
adv relatively quite
adv extremely very
adv accidentally by chance
adv outward out
adv frequently often
adv rapidly fast
adv entirely completely
adv approximately about
adv usually often
`;

const POS = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' } as const;

/** "pos:lemma" -> plain replacement. */
export const DEFINING_WORDS: ReadonlyMap<string, string> = new Map(
  LIST.trim()
    .split('\n')
    .map((line) => {
      const [pos, lemma, ...rest] = line.trim().split(/\s+/);
      return [`${POS[pos as keyof typeof POS]}:${lemma}`, rest.join(' ')] as const;
    }),
);

export function applyDefiningPhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of DEFINING_PHRASES) out = out.replace(pattern, replacement);
  return out
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,;.])/g, '$1')
    .trim();
}
