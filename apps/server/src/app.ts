import type { RephraseProvider } from '@lexora/explain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_RECORDING_BYTES } from '@lexora/contracts';
import type { Passage } from '@lexora/content/passages';
import { loadContentRules } from '@lexora/dictionary';
import type { SpeechEngine } from '@lexora/speech';
import { sessionCookieName, type Auth } from './auth/auth';
import type { PasswordsHashedAhead } from './auth/passwords';
import type { DatabaseHandle } from './db/client';
import { apiDocsRoutes } from './http/api-docs';
import { compression } from './http/compression';
import { errorBody, handleError, payloadTooLarge, refuseLargeBody } from './http/errors';
import { requireLearner, type AppEnv } from './http/learner';
import { createRouter, openApiDocument } from './http/openapi';
import type { TrustProxy } from './http/proxy';
import { bodyTypes, sameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { LexoraApp } from './http/server';
import { RateLimiter } from './http/rate-limiter';
import { createSessionReader } from './http/session-reader';
import { createSessions } from './http/sessions';
import { learnerPageData } from './http/page-data';
import { mountWebApp, webAppScriptHashes } from './http/static';
import { createLearnerLimits, type LearnerLimits } from './limits/learner-limits';
import { DatabaseUsageCounter } from './limits/usage-counter';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createCommunityRepository } from './modules/community/community.repository';
import { communityRoutes } from './modules/community/community.routes';
import { createCommunityService } from './modules/community/community.service';
import { displayNameRules } from './modules/community/display-name';
import {
  configRoutes,
  mountFaceModels,
  type EmotionReadingDeploy,
} from './modules/emotion/emotion.routes';
import { createEmotionDataRepository } from './modules/emotion/emotion-data.repository';
import { emotionDataRoutes } from './modules/emotion/emotion-data.routes';
import { createEmotionDataService } from './modules/emotion/emotion-data.service';
import { installedFaceModels } from './modules/emotion/face-models';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthLimits } from './modules/auth/auth.service';
import { createDevices } from './modules/auth/devices';
import { createProofOfWork } from './modules/auth/proof-of-work';
import { createAssessmentRepository } from './modules/assessment/assessment.repository';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { createAssessmentService } from './modules/assessment/assessment.service';
import { createFillBlankQuizRepository } from './modules/fill-blank-quiz/fill-blank-quiz.repository';
import { fillBlankQuizRoutes } from './modules/fill-blank-quiz/fill-blank-quiz.routes';
import { createFillBlankQuizService } from './modules/fill-blank-quiz/fill-blank-quiz.service';
import { createConnectionQuizRepository } from './modules/connection-quiz/connection-quiz.repository';
import { connectionQuizRoutes } from './modules/connection-quiz/connection-quiz.routes';
import { createConnectionQuizService } from './modules/connection-quiz/connection-quiz.service';
import { createGamesRepository } from './modules/games/games.repository';
import { gamesRoutes } from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import { healthRoutes } from './modules/health/health.routes';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createLevelsRepository } from './modules/levels/levels.repository';
import { createLevelsService } from './modules/levels/levels.service';
import { createProgressRepository } from './modules/progress/progress.repository';
import { createProgressService } from './modules/progress/progress.service';
import { createPronunciationRepository } from './modules/pronunciation/pronunciation.repository';
import {
  pronunciationLearnerRoutes,
  pronunciationOpenRoutes,
} from './modules/pronunciation/pronunciation.routes';
import { createPronunciationService } from './modules/pronunciation/pronunciation.service';
import { createReadingRepository } from './modules/reading/reading.repository';
import { readingRoutes } from './modules/reading/reading.routes';
import { createReadingService } from './modules/reading/reading.service';
import { createVocabularyRepository } from './modules/vocabulary/vocabulary.repository';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { createVocabularyService } from './modules/vocabulary/vocabulary.service';
import { createWordsRepository } from './modules/words/words.repository';
import { wordsRoutes } from './modules/words/words.routes';
import { createWordsService } from './modules/words/words.service';
import { sampleLessonRoutes } from './modules/sample-lesson/sample-lesson.routes';
import { createSampleLessonService } from './modules/sample-lesson/sample-lesson.service';
import { sessionRoutes } from './modules/session/session.routes';
import { wordAssistantRoutes } from './modules/word-assistant/word-assistant.routes';
import { createWordAssistantService } from './modules/word-assistant/word-assistant.service';
import type { TaskRunner } from './workers/task-pool';

export const APP_VERSION = '0.1.0';
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** How long a server may answer from its session cache; sign-out notices end entries sooner. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** How long a server may answer from a cached profile row; change notices drop it sooner. */
export const PROFILE_CACHE_MAX_AGE_MS = 5_000;
/** The recording upload: 2 MB of audio plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_RECORDING_BYTES + 16 * 1024;
const UPLOAD_PATHS = new Set(['/api/v1/pronunciation/check']);
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  /** The hasher `auth` was made with: sign-ups hash ahead of their transaction with it. */
  passwords?: PasswordsHashedAhead;
  /** The address learners use (PUBLIC_URL): https decides the cookie names. */
  publicUrl: string;
  authRateLimit: AuthLimits & { windowSeconds: number };
  webDistDir?: string | undefined;
  /** The pronunciation engine; the caller owns it (warm-up and close). */
  speech: SpeechEngine;
  /** Origins allowed to send state-changing requests besides the one addressed (PUBLIC_URL, ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Reverse proxies whose X-Forwarded-* headers describe the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The reading passage bank: `loadPassages()` in production (it refuses a partial bank). */
  passages: readonly Passage[];
  /** The worker pool for CPU-heavy work (analyses, recording preparation); the caller owns it. */
  tasks: TaskRunner;
  /** Per-learner limits on analyses and checks; counted in the database unless a test passes its own. */
  learnerLimits?: LearnerLimits;
  /** On-device emotion reading: on unless EMOTION_READING=off; the installed models by default. */
  emotionReading?: Partial<EmotionReadingDeploy>;
  /** The word assistant's optional language-model rephraser (off when absent). */
  rephraser?: RephraseProvider | null;
  /** The clock game rounds are timed by (Date.now; API tests pass one they can move). */
  gameClock?: () => number;
}

/** The app and its protective headers; serve it with `listen` (http/server.ts). */
export function createApp(deps: AppDeps): LexoraApp {
  const { database, auth } = deps;
  const progress = createProgressService(createProgressRepository(database.db));
  const { transaction } = database;
  const profileRepo = createProfileRepository(database.db, {
    inTransaction: database.inTransaction,
    notices: database,
    maxAgeMs: PROFILE_CACHE_MAX_AGE_MS,
  });
  const levels = createLevelsService(createLevelsRepository(database.db));
  const profiles = createProfileService(profileRepo, progress, levels);
  const learnerLimits =
    deps.learnerLimits ?? createLearnerLimits(new DatabaseUsageCounter(database.db));
  const vocabulary = createVocabularyService({
    tasks: deps.tasks,
    limits: learnerLimits,
    repo: createVocabularyRepository(database.db),
    profiles,
  });
  const wordsRepo = createWordsRepository(database.db);
  const words = createWordsService({ repo: wordsRepo, profiles, progress, transaction });
  const games = createGamesService({
    repo: createGamesRepository(database.db),
    wordsRepo,
    words,
    profiles,
    progress,
    transaction,
    fileWords: (entries) => deps.tasks.run('words.file', entries),
    makeTabooCards: (entries) => deps.tasks.run('games.taboo-cards', entries),
    roundClock: deps.gameClock,
  });
  const fillBlankQuiz = createFillBlankQuizService({
    repo: createFillBlankQuizRepository(database.db),
    games,
    profiles,
    tasks: deps.tasks,
  });
  const connectionQuiz = createConnectionQuizService({
    repo: createConnectionQuizRepository(database.db),
    games,
    profiles,
    generate: (input) => deps.tasks.run('connection.questions', input),
  });
  const cookieName = sessionCookieName(deps.publicUrl);
  const sessions = createSessions({
    read: createSessionReader({ auth, db: database.db, cookieName }),
    database,
    cookieName,
    ttlMs: SESSION_CACHE_TTL_MS,
  });
  const readingRepo = createReadingRepository(database.db);
  const reading = createReadingService({
    repo: readingRepo,
    records: profileRepo,
    profiles,
    words,
    levels,
    passages: deps.passages,
  });
  const assessment = createAssessmentService({
    repo: createAssessmentRepository(database.db),
    profileRepo,
    profiles,
    reading: readingRepo,
    passages: deps.passages,
    transaction,
    tasks: deps.tasks,
    levels,
  });
  const authService = createAuthService({
    auth,
    profiles,
    sessions,
    limiter: new RateLimiter(database.db, deps.authRateLimit.windowSeconds * 1000),
    limits: deps.authRateLimit,
    devices: createDevices({
      secret: auth.options.secret as string,
      secure: new URL(deps.publicUrl).protocol === 'https:',
    }),
    proofs: createProofOfWork({ secret: auth.options.secret as string }),
    database,
    seedWordList: (userId) => words.ensureSeeded(userId),
    ...(deps.passwords ? { passwords: deps.passwords } : {}),
  });
  const pronunciation = createPronunciationService({
    engine: deps.speech,
    repo: createPronunciationRepository(database.db),
    progress,
    transaction,
    tasks: deps.tasks,
    limits: learnerLimits,
  });

  const wordAssistant = createWordAssistantService({
    tasks: deps.tasks,
    limits: learnerLimits,
    profiles,
    progress,
    secret: auth.options.secret as string,
    rephraser: deps.rephraser ?? null,
  });

  const sampleLesson = createSampleLessonService({
    passages: deps.passages,
    tasks: deps.tasks,
    limits: learnerLimits,
  });

  const account = createAccountService({
    auth,
    repo: createAccountRepository(database.db),
    profiles,
    sessions,
    limits: learnerLimits,
  });

  const emotionData = createEmotionDataService({
    repo: createEmotionDataRepository(database.db),
    transaction,
  });

  const community = createCommunityService(
    createCommunityRepository(database.db),
    displayNameRules(loadContentRules()),
  );

  const emotion: EmotionReadingDeploy = {
    available: deps.emotionReading?.available ?? true,
    models: deps.emotionReading?.models ?? installedFaceModels(),
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(compression());

  const api = createRouter({ access: 'open' });
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: payloadTooLarge });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    // The spec's rule for recordings: too large is bad input (400) with a clear message.
    onError: (c) =>
      refuseLargeBody(
        c,
        400,
        errorBody(
          'BAD_REQUEST',
          'The recording is larger than 2 MB. Please record at most 10 seconds.',
        ),
      ),
  });
  // Registered for the methods that may carry a body only: reads skip all three. (A limiter on a
  // GET would wrap a body that is not there and make the Node adapter build a full Request.)
  api.on(
    BODY_METHODS,
    '*',
    (c, next) => (UPLOAD_PATHS.has(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)),
    sameOrigin({
      allowedOrigins: deps.allowedOrigins,
      trustProxy: deps.trustProxy,
      uploadPaths: UPLOAD_PATHS,
    }),
    bodyTypes(UPLOAD_PATHS),
  );
  api.route('/', healthRoutes(database, APP_VERSION));

  const v1 = createRouter();
  v1.route('/auth', authRoutes(authService, deps.trustProxy));
  v1.route('/pronunciation', pronunciationOpenRoutes(pronunciation, sessions, deps.trustProxy));
  v1.route('/', sessionRoutes(profiles, sessions));
  v1.route('/', configRoutes(emotion));
  v1.route('/', sampleLessonRoutes(sampleLesson, deps.trustProxy));
  // Registered after the open auth routes, so it guards every route below it.
  v1.use('*', requireLearner(sessions));
  v1.route('/', profileRoutes(profiles));
  v1.route('/pronunciation', pronunciationLearnerRoutes(pronunciation));
  v1.route('/', vocabularyRoutes(vocabulary));
  v1.route('/', wordsRoutes(words));
  v1.route('/', gamesRoutes(games));
  v1.route('/', fillBlankQuizRoutes(fillBlankQuiz));
  v1.route('/', connectionQuizRoutes(connectionQuiz));
  v1.route('/', readingRoutes(reading));
  v1.route('/', assessmentRoutes(assessment));
  v1.route('/', wordAssistantRoutes(wordAssistant));
  v1.route('/', accountRoutes(account));
  v1.route('/', communityRoutes(community));
  v1.route('/', emotionDataRoutes(emotionData));
  api.route('/v1', v1);

  api.route(
    '/',
    apiDocsRoutes<AppEnv>(() => openApiDocument(api, APP_VERSION)),
  );
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'There is no such API endpoint.'), 404));
  app.route('/api', api);
  mountFaceModels(app, emotion);

  if (deps.webDistDir)
    mountWebApp(app, deps.webDistDir, { pageData: learnerPageData(sessions, profiles) });
  return {
    fetch: app.fetch,
    headers: securityHeaders(deps.trustProxy, {
      camera: emotion.available,
      scriptHashes: webAppScriptHashes(deps.webDistDir),
    }),
  };
}
