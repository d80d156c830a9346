import type {
  ConnectionQuiz,
  ConnectionQuizRequest,
  ConnectionResult,
  ConnectionResultRequest,
} from '@lexora/contracts';
import { apiFetch } from '../../lib/api-client';

/** The spec's call 11: 10 related-words questions at the learner's level. */
export const fetchConnectionQuiz = (request: ConnectionQuizRequest) =>
  apiFetch<ConnectionQuiz>('/v1/relatedmcq', { method: 'POST', body: request });

/** The finished game: the server scores the answers and times itself. */
export const postConnectionResult = (result: ConnectionResultRequest) =>
  apiFetch<ConnectionResult>('/v1/relatedmcq/results', { method: 'POST', body: result });
