import { READING_POINTS_PER_CORRECT, type ReadingQuestionResult } from '@lexora/contracts';

export interface ScorableQuestion {
  id: string;
  options: readonly string[];
  correctIndex: number;
  explanation: string;
  tags: readonly string[];
  /** The quoted word of a vocabulary question. */
  word?: string;
}

export interface ScoredAnswer {
  question: ScorableQuestion;
  selectedOption: number;
  timeSpent: number;
}

export interface MissedWord {
  /** The vocabulary question that was missed. */
  questionId: string;
  word: string;
  /** The right option of the question: the word's meaning in the passage. */
  definition: string;
}

export interface ReadingScore {
  score: number;
  total: number;
  pointsAwarded: number;
  results: ReadingQuestionResult[];
  /** Milliseconds over all answers. */
  time: number;
  missedWords: MissedWord[];
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * Scores answers against the bank (the server's copy, never the browser's): 10 points per right
 * answer, and the word of every missed vocabulary question, once each.
 */
export function scoreReadingAnswers(answers: readonly ScoredAnswer[]): ReadingScore {
  const results: ReadingQuestionResult[] = [];
  const missed = new Map<string, MissedWord>();
  let score = 0;
  let time = 0;
  for (const { question, selectedOption, timeSpent } of answers) {
    const isCorrect = selectedOption === question.correctIndex;
    if (isCorrect) score += 1;
    time += timeSpent;
    results.push({
      questionId: question.id,
      selectedOption,
      correctAnswer: question.correctIndex,
      isCorrect,
      explanation: question.explanation,
    });
    const word = question.word?.trim();
    if (!isCorrect && word && question.tags.includes('vocabulary')) {
      const key = word.toLowerCase();
      if (!missed.has(key)) {
        missed.set(key, {
          questionId: question.id,
          word,
          definition: sentence(question.options[question.correctIndex] ?? ''),
        });
      }
    }
  }
  return {
    score,
    total: answers.length,
    pointsAwarded: score * READING_POINTS_PER_CORRECT,
    results,
    time,
    missedWords: [...missed.values()],
  };
}
