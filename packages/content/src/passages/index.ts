// Server-only entry (@lexora/content/passages): it reads files and holds the right answers, so the
// web app must never import it (the main entry does not re-export it).
export * from './model';
export * from './parse';
export * from './text';
export * from './check-bank';
export * from './item-figures';
export * from './solvers';
export * from './load';
