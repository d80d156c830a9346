import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExplainEngine } from './load';
import { createOpenAiCompatibleProvider, rephraseConfigFrom } from './openai-provider';
import { judgeWith, rephraseExplanation } from './rephrase';
import type { WordExplanation } from './types';

const engine = loadExplainEngine();
const explanation = engine.explain({ word: 'house', level: 'A2' }) as WordExplanation;

/** The only fake allowed: a local stand-in for a paid remote model, one behaviour per path. */
type Handler = (body: string, res: ServerResponse) => void;
const reply =
  (content: string): Handler =>
  (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
const handlers: Record<string, Handler> = {
  '/good/chat/completions': reply(
    'A "house" is a building where a family lives. We live in a small house.',
  ),
  '/hard/chat/completions': reply(
    'A house is a habitation furnishing domiciliary accommodation for multigenerational households.',
  ),
  '/broken/chat/completions': (_, res) => {
    res.writeHead(500);
    res.end('upstream failure');
  },
  '/slow/chat/completions': (_, res) => {
    setTimeout(() => reply('A house is a home.')('', res), 1500);
  },
};

let server: Server;
let base = '';
const received: { auth: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body });
      const handler = handlers[req.url ?? ''];
      if (handler) handler(body, res);
      else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const provider = (path: string) =>
  createOpenAiCompatibleProvider(
    { baseUrl: `${base}${path}`, apiKey: 'test-key', model: 'm' },
    fetch,
  );

describe('optional LLM rephrasing', () => {
  it('is off unless base URL, key and model are all configured', async () => {
    expect(rephraseConfigFrom({})).toBeNull();
    expect(
      rephraseConfigFrom({ LEXORA_LLM_BASE_URL: 'http://x/v1/', LEXORA_LLM_API_KEY: 'k' }),
    ).toBeNull();
    expect(
      rephraseConfigFrom({
        LEXORA_LLM_BASE_URL: 'http://x/v1/',
        LEXORA_LLM_API_KEY: 'k',
        LEXORA_LLM_MODEL: 'm',
      }),
    ).toEqual({ baseUrl: 'http://x/v1', apiKey: 'k', model: 'm' });
    const outcome = await rephraseExplanation(explanation, null, judgeWith(engine));
    expect(outcome).toMatchObject({ source: 'built-in', reason: 'off' });
    expect(outcome.text).toBe(explanation.personalized_explanation);
  });

  it('accepts a rephrasing at the learner level, sent as an OpenAI-style request', async () => {
    const outcome = await rephraseExplanation(explanation, provider('/good'), judgeWith(engine));
    expect(outcome).toMatchObject({ source: 'llm', aboveLevelWords: [] });
    expect(outcome.text).toContain('building where a family lives');
    const last = received.at(-1)!;
    expect(last.auth).toBe('Bearer test-key');
    const body = JSON.parse(last.body) as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('m');
    expect(body.messages[0]?.content).toContain('CEFR level A2');
  });

  it('falls back to the built-in text when the rephrasing is above the level', async () => {
    const outcome = await rephraseExplanation(explanation, provider('/hard'), judgeWith(engine));
    expect(outcome).toMatchObject({ source: 'built-in', reason: 'above-level' });
    expect(outcome.aboveLevelWords).toEqual(expect.arrayContaining(['habitation']));
    expect(outcome.text).toBe(explanation.personalized_explanation);
  });

  it('falls back on a server error and on a refused connection', async () => {
    expect(
      await rephraseExplanation(explanation, provider('/broken'), judgeWith(engine)),
    ).toMatchObject({
      source: 'built-in',
      reason: 'error',
    });
    const closed = createOpenAiCompatibleProvider(
      { baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm' },
      fetch,
    );
    expect(await rephraseExplanation(explanation, closed, judgeWith(engine))).toMatchObject({
      reason: 'error',
    });
  });

  it('falls back when the model is slower than the time limit', async () => {
    // The server answers after 1.5 s; a 200 ms limit stands in for the server's 2 s.
    const outcome = await rephraseExplanation(
      explanation,
      provider('/slow'),
      judgeWith(engine),
      200,
    );
    expect(outcome).toMatchObject({ source: 'built-in', reason: 'timeout' });
  });
});
