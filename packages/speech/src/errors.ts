/** The recogniser queue is full: the server answers 503 'busy, try again in a moment'. */
export class SpeechBusyError extends Error {
  readonly code = 'speech_busy';
  constructor() {
    super('The pronunciation checker is busy, try again in a moment.');
    this.name = 'SpeechBusyError';
  }
}

/** A check took too long or the recogniser failed; the server answers 503. */
export class SpeechUnavailableError extends Error {
  readonly code = 'speech_unavailable';
  constructor(
    message = 'The pronunciation checker is not available right now, try again in a moment.',
  ) {
    super(message);
    this.name = 'SpeechUnavailableError';
  }
}

/** The expected word cannot be checked (not a word, or no pronunciation found); 400. */
export class WordInputError extends Error {
  readonly code = 'invalid_word';
  constructor(message: string) {
    super(message);
    this.name = 'WordInputError';
  }
}
