export * from './day-key';
export * from './streak';
export * from './daily-challenge';
export * from './review-schedule';
export * from './ledger';
