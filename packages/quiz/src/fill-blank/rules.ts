// The browser's part of the fill-blank quiz: rules and the wire format, without the engine (and
// so without WordNet) in the bundle.
export * from './scoring';
export * from './wire';
