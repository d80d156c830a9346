/** The card every section of the profile and settings pages sits on. */
export const sectionClass =
  'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
