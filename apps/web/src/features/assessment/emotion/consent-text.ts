/**
 * The consent panel's words, kept together so a test can check them and the docs can quote them.
 * What is read, what leaves the device (only numbers), what it is used for, its limits, how to stop.
 */
export const CONSENT_TEXT = {
  title: 'Emotion reading (optional)',
  intro:
    'Lexora can watch your facial expressions while you answer, to see how the questions feel for you and to choose a friendlier topic when you seem sad.',
  points: [
    'What is read: your camera picture, in this browser, every 2 seconds in the first round and every 5 seconds after that. A small program on your device estimates expressions such as a smile, a frown or raised eyebrows.',
    'No picture leaves your device or is stored. Only numbers, such as "calm 80%", are saved with your answers.',
    'It can choose the topic of your next passage. It never changes your score or your level.',
    'A face shows expressions, not feelings: the reading can be wrong, and it cannot see confusion at all.',
    'You can switch it off at any time with the Emotion reading switch above the question. The camera turns off at once.',
  ],
  accept: 'Turn on emotion reading',
  decline: 'No thanks',
  declineHint: 'Without the camera you can tap how you feel after each question instead.',
  /** Shown instead of the two buttons once the learner has chosen (the camera check page). */
  isOn: 'Emotion reading is on. Switch it off at any time with the Emotion reading switch.',
  isOff: 'Emotion reading is off: the camera is not used.',
  /** Offered in the assessment: the camera check page shows what the reading sees. */
  tryFirst: 'Not sure? Try the camera check first and see what it reads.',
} as const;
