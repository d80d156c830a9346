import { displayNameMessages } from '@lexora/contracts';
import { contentRuleHits, wordTokens, type ContentRules } from '@lexora/dictionary';

/**
 * Topics of the shared content rules that do not apply to names: Jesus, Temple and Priest are
 * people's names, and refusing them would refuse the learners who carry them (ADR 0054).
 */
const TOPICS_NAMES_MAY_TOUCH = new Set(['religion']);

/**
 * Crude words and insults the shared content rules (written for teaching texts) do not list,
 * because no teaching text would use them; a public name might. Matched as whole words in any
 * form, so a name that merely contains the letters (Scunthorpe, Dickens, Hancock) stays allowed.
 */
const CRUDE_WORDS = [
  'arse',
  'arsehole',
  'ass',
  'asshole',
  'bastard',
  'bitch',
  'bollocks',
  'boob',
  'cock',
  'crap',
  'cunt',
  'dick',
  'dickhead',
  'fag',
  'faggot',
  'fuck',
  'fucker',
  'hitler',
  'idiot',
  'loser',
  'moron',
  'nazi',
  'nigger',
  'piss',
  'prick',
  'retard',
  'shit',
  'slut',
  'stupid',
  'tit',
  'twat',
  'wank',
  'wanker',
  'whore',
];

/** Words that would make a member look like Lexora speaking. */
const RESERVED_WORDS = new Set(['lexora', 'admin', 'administrator', 'moderator', 'staff']);

/** The rules a display name passes: the shared content rules (less religion) and crude words. */
export function displayNameRules(contentRules: ContentRules): ContentRules {
  const rules: Record<string, readonly string[]> = { crude: CRUDE_WORDS };
  for (const [topic, words] of Object.entries(contentRules))
    if (!TOPICS_NAMES_MAY_TOUCH.has(topic)) rules[topic] = words;
  return rules;
}

/**
 * Why a display name (already past the contract's shape rules) cannot be shown to other learners,
 * or null. The learner's e-mail address is refused in any spelling of its first part, so the
 * league never becomes a way to find someone's address.
 */
export function displayNameProblem(
  name: string,
  rules: ContentRules,
  ownEmail: string,
): string | null {
  const localPart = ownEmail.split('@')[0]?.toLowerCase() ?? '';
  const compact = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (localPart && compact(name) === compact(localPart)) return displayNameMessages.email;
  if (wordTokens(name).some((token) => RESERVED_WORDS.has(token)))
    return displayNameMessages.reserved;
  if (contentRuleHits(name, rules).length > 0) return displayNameMessages.unkind;
  return null;
}
