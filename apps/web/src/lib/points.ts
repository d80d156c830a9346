/** Points as every page shows them (issue 30): a whole number, grouped ("1,310"). */
export const formatPoints = (points: number): string => Math.round(points).toLocaleString('en-GB');
