import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
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
import { createWordsRepository } from './modules/words/words.repository';
import { wordsRoutes } from './modules/words/words.routes';
import { createWordsService } from './modules/words/words.service';

export const APP_VERSION = '0.1.0';
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const SESSION_CACHE_TTL_MS = 10_000;

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  webDistDir?: string | undefined;
}

export function createApp(deps: AppDeps) {
  const { database, auth } = deps;
  const progress = createProgressService(createProgressRepository(database.db));
  const profiles = createProfileService(createProfileRepository(database.db), progress);
  const wordsRepo = createWordsRepository(database.db);
  const words = createWordsService({ repo: wordsRepo, profiles, progress });
  const games = createGamesService({
    repo: createGamesRepository(database.db),
    wordsRepo,
    words,
    profiles,
    progress,
  });
  const sessions = new SessionCache(SESSION_CACHE_TTL_MS);
  const authService = createAuthService({
    auth,
    profiles,
    sessions,
    limiter: new RateLimiter(deps.authRateLimit.windowSeconds * 1000),
    limits: deps.authRateLimit,
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
  api.use(bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: payloadTooLarge }));
  api.route('/', healthRoutes(database, APP_VERSION));

  const v1 = createRouter();
  v1.route('/auth', authRoutes(authService));
  // Registered after the open auth routes, so it guards every route below it.
  v1.use('*', requireLearner(auth, sessions));
  v1.route('/', profileRoutes(profiles));
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

  if (deps.webDistDir) mountWebApp(app as unknown as Hono<never>, deps.webDistDir);
  return app;
}
