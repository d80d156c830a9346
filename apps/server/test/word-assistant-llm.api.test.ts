import type { RephraseProvider, RephraseRequest } from '@lexora/explain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

/**
 * The optional language model (LEXORA_LLM_*) is a paid remote service, so it is faked here; the
 * real OpenAI-compatible client is tested against a local HTTP server in packages/explain.
 */
describe(`word assistant with a language model (${dbMode})`, () => {
  let server: TestServer;
  const asked: RephraseRequest[] = [];
  let answer: (request: RephraseRequest) => Promise<string> = async () => '';
  const rephraser: RephraseProvider = {
    rephrase: (request) => {
      asked.push(request);
      return answer(request);
    },
  };
  beforeAll(async () => {
    server = await startTestServer({ rephraser });
  });
  afterAll(() => server.close());

  const explain = async (word: string) => {
    const { client } = await newLearner(server);
    const res = await client.post('/api/v1/wordexplanation', { word, style: 'verbal' });
    expect(res.status).toBe(200);
    return res.body as { personalized_explanation: string; definition: string };
  };

  it("shows the model's text when it passes the level re-check", async () => {
    answer = async ({ word }) => `A ${word} is a place where you live with your family.`;
    const body = await explain('house');
    expect(asked.at(-1)).toMatchObject({ word: 'house', learnerLevel: 'A2' });
    expect(body.personalized_explanation).toBe(
      'A house is a place where you live with your family.',
    );
  });

  it('falls back to our own text when the model writes above the level, fails or is slow', async () => {
    // Our own text: the word's line, then the definition it also returns on its own.
    const expectOurOwn = (body: { personalized_explanation: string; definition: string }) => {
      expect(body.personalized_explanation).toMatch(/^house \(noun\)/);
      expect(body.personalized_explanation).toContain(body.definition);
    };
    answer = async () => '';
    expectOurOwn(await explain('house'));

    answer = async ({ word }) =>
      `A ${word} is an edifice constituting a quintessential domiciliary establishment.`;
    const hard = await explain('house');
    expectOurOwn(hard);
    expect(hard.personalized_explanation).not.toContain('edifice');

    answer = async () => {
      throw new Error('the model is down');
    };
    expectOurOwn(await explain('house'));

    answer = (request) =>
      new Promise((resolve) => setTimeout(() => resolve(`A ${request.word} is a home.`), 2500));
    const slow = await explain('house');
    expectOurOwn(slow);
    expect(slow.personalized_explanation).not.toBe('A house is a home.');
  }, 60_000);
});
