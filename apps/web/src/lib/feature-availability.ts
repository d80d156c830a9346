/**
 * Whether features of later issues exist yet. Stand-ins for the destinations table
 * (`lib/destinations.ts`, branch ux): at merge each becomes `isAvailable(...)` of that table, as
 * noted, and this file goes.
 */
export const featureAvailability = {
  /** The adaptive reading assessment (/mcq2, /mcq3, /mcq4, /mcq): isAvailable('assessment'). */
  assessment: false,
  /** The word assistant widget that explains a tapped word: isAvailable('wordAssistant'). */
  wordAssistant: false,
};
