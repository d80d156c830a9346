// The two timed quizzes' question engines (issue 15): pure, seeded randomness passed in.
// Fill in the blank ('Vocabulary Challenge') lives in ./fill-blank, 'Find the connection' in
// ./connection; the shared scoring rules of both screens beside them.
export const QUIZ_QUESTIONS_PER_GAME = 10;
export * from './fill-blank';
export * from './connection';
