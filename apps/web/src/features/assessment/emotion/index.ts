/** On-device emotion reading (issue 13 section 4): what the assessment's question view mounts. */
export { EmotionConsent } from './emotion-consent';
export { EmotionToggle } from './emotion-toggle';
export { EmotionPreview } from './emotion-preview';
export { EmotionCheckPage } from './emotion-check-page';
export {
  useEmotionReading,
  type CameraEntry,
  type EmotionReading,
  type EmotionReadingOptions,
  type QuestionEmotionSummary,
} from './use-emotion-reading';
export { useEmotionAvailability } from './emotion-config';
export { useEmotionChoice, type EmotionChoice } from './consent';
export { captureIntervalMs } from './capture';
