export * from './scoring';
export * from './wire';
export { WRITTEN_FILL_BLANK_QUESTIONS } from './fallback';
export type { WrittenQuestion } from './fallback';
export { createFillBlankEngine } from './engine';
export type {
  BlankItem,
  BlankForm,
  FillBlankEngine,
  FillBlankQuestion,
  GenerateRequest,
  Fillable,
} from './engine';
