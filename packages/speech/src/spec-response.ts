import type { PronunciationResult } from './verdict';

/** The check result under the spec's field names (call 5), plus our additions. */
export function toSpecResponse(result: PronunciationResult) {
  return {
    result: result.result,
    full_transcription: result.fullTranscription,
    transcribed_word: result.transcribedWord,
    expected_word: result.expectedWord,
    highlighted_word: result.highlightedWord,
    'Expected Phonemes': result.expectedPhonemes,
    'Transcribed Phonemes': result.transcribedPhonemes,
    phoneme_feedback: result.phonemeFeedback,
    missed_phonemes: result.missedPhonemes,
    distance: result.distance,
    confidence: result.confidence,
    verdict: result.verdict,
    message: result.message,
  };
}
