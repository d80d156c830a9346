/** A learner's text the analyser places at A1-B1. */
export const EASY_TEXT =
  'I like my family very much. We often go to the park on Sunday and play football together. ' +
  'My brother is older than me, and he always wins, but I do not mind because it is fun.';

/** A learner's text the analyser places at B2-C2. */
export const HARD_TEXT =
  'Although the committee acknowledged the considerable merits of the proposal, its members ' +
  'remained sceptical about the feasibility of implementing such an ambitious framework. ' +
  'Consequently, they recommended a comprehensive evaluation of the potential ramifications ' +
  'before allocating substantial resources to an initiative whose benefits were still speculative.';
