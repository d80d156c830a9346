/**
 * How a page greets the learner: by name, or by the part of the e-mail before the @ when there is
 * no name (issue 30: a whole address broke the greeting on a phone), or 'Guest'.
 */
export function greetingName(name: string | undefined, email: string | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'Guest';
}
