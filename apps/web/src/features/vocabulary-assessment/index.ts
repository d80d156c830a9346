export { AssessmentModal } from './assessment-modal';
export { VocabularyAssessmentHost } from './assessment-host';
export { VocabularyAnalyzerPage } from './vocabulary-analyzer-page';
export { AnalysisResult } from './results/analysis-result';
