import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_RECORDING_BYTES } from '@lexora/contracts';
import { loadLexicon } from '@lexora/lexicon';
import type { SpeechEngine } from '@lexora/speech';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import { sameOriginForms } from './http/csrf';
import { errorBody, handleError, payloadTooLarge } from './http/errors';
import { requireLearner, type AppEnv } from './http/learner';
import { createRouter } from './http/openapi';
import { RateLimiter } from './http/rate-limiter';
import { SessionCache } from './http/session-cache';
import { mountWebApp } from './http/static';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createGamesRepository } from './modules/games/games.repository';
import { gamesRoutes } from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import { healthRoutes } from './modules/health/health.routes';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createProgressRepository } from './modules/progress/progress.repository';
import { createProgressService } from './modules/progress/progress.service';
import { createPronunciationRepository } from './modules/pronunciation/pronunciation.repository';
import {
  pronunciationLearnerRoutes,
  pronunciationOpenRoutes,
} from './modules/pronunciation/pronunciation.routes';
import { createPronunciationService } from './modules/pronunciation/pronunciation.service';
import { cefrPracticeWordLevels } from './modules/pronunciation/practice-word-levels';
import { sharedEngineHolder, type EngineHolder } from './modules/vocabulary/vocabulary-engine';
import { createVocabularyRepository } from './modules/vocabulary/vocabulary.repository';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { createVocabularyService } from './modules/vocabulary/vocabulary.service';
import { createWordsRepository } from './modules/words/words.repository';
import { wordsRoutes } from './modules/words/words.routes';
import { createWordsService } from './modules/words/words.service';
import { sessionRoutes } from './modules/session/session.routes';
import { createWordFiler } from './modules/words/word-filing';

export const APP_VERSION = '0.1.0';
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const SESSION_CACHE_TTL_MS = 10_000;
/** The recording upload: 2 MB of audio plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_RECORDING_BYTES + 16 * 1024;
const UPLOAD_PATHS = new Set(['/api/v1/pronunciation/check']);

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  webDistDir?: string | undefined;
  /** The pronunciation engine; the caller owns it (warm-up and close). */
  speech: SpeechEngine;
  /** Origins allowed to post multipart forms (CSRF); from PUBLIC_URL. */
  allowedOrigins: string[];
  /** The CEFR analyser; one per process unless a test passes its own. */
  vocabularyEngine?: EngineHolder;
}

export function createApp(deps: AppDeps) {
  const { database, auth } = deps;
  const progress = createProgressService(createProgressRepository(database.db));
  const profileRepo = createProfileRepository(database.db, {
    cacheRows: database.mode === 'pglite',
  });
  const profiles = createProfileService(profileRepo, progress);
  const vocabularyEngine = deps.vocabularyEngine ?? sharedEngineHolder();
  const vocabulary = createVocabularyService({
    engine: vocabularyEngine,
    repo: createVocabularyRepository(database.db),
    profiles,
  });
  const wordsRepo = createWordsRepository(database.db);
  const words = createWordsService({ repo: wordsRepo, profiles, progress });
  const games = createGamesService({
    repo: createGamesRepository(database.db),
    wordsRepo,
    words,
    profiles,
    progress,
    filer: createWordFiler({
      engine: () => vocabularyEngine.get(),
      wordnet: () => loadLexicon().wordnet,
    }),
  });
  const sessions = new SessionCache(SESSION_CACHE_TTL_MS);
  const authService = createAuthService({
    auth,
    profiles,
    sessions,
    limiter: new RateLimiter(deps.authRateLimit.windowSeconds * 1000),
    limits: deps.authRateLimit,
  });
  const pronunciation = createPronunciationService({
    engine: deps.speech,
    repo: createPronunciationRepository(database.db),
    progress,
    wordLevels: cefrPracticeWordLevels(() => vocabularyEngine.get()),
  });

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  const api = new Hono<AppEnv>();
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: payloadTooLarge });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    // The spec's rule for recordings: too large is bad input (400) with a clear message.
    onError: (c) =>
      c.json(
        errorBody(
          'BAD_REQUEST',
          'The recording is larger than 2 MB. Please record at most 10 seconds.',
        ),
        400,
      ),
  });
  api.use((c, next) => (UPLOAD_PATHS.has(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.use('/v1/pronunciation/*', sameOriginForms(deps.allowedOrigins));
  api.route('/', healthRoutes(database, APP_VERSION));

  const v1 = createRouter();
  v1.route('/auth', authRoutes(authService));
  v1.route('/pronunciation', pronunciationOpenRoutes(pronunciation, auth, sessions));
  v1.route('/', sessionRoutes(profiles, auth, sessions));
  // Registered after the open auth routes, so it guards every route below it.
  v1.use('*', requireLearner(auth, sessions));
  v1.route('/', profileRoutes(profiles));
  v1.route('/pronunciation', pronunciationLearnerRoutes(pronunciation));
  v1.route('/', vocabularyRoutes(vocabulary));
  v1.route('/', wordsRoutes(words));
  v1.route('/', gamesRoutes(games));
  api.route('/v1', v1);

  api.get('/docs', (c) =>
    c.json(
      v1.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Lexora API', version: APP_VERSION },
        servers: [{ url: '/api/v1' }],
      }),
    ),
  );
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'There is no such API endpoint.'), 404));
  app.route('/api', api);

  if (deps.webDistDir) mountWebApp(app, deps.webDistDir);
  return app;
}
