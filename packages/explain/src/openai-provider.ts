import type { RephraseProvider, RephraseRequest } from './rephrase';

export interface OpenAiCompatibleConfig {
  /** e.g. "https://llm.example/v1" (the path /chat/completions is added). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * Reads the optional rephraser's settings from an environment-like object (the server's env
 * module passes its values; nothing here reads process.env). Off unless all three are set.
 */
export function rephraseConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
): OpenAiCompatibleConfig | null {
  const baseUrl = env.LEXORA_LLM_BASE_URL?.trim();
  const apiKey = env.LEXORA_LLM_API_KEY?.trim();
  const model = env.LEXORA_LLM_MODEL?.trim();
  return baseUrl && apiKey && model
    ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model }
    : null;
}

export function rephrasePrompt(request: RephraseRequest): { system: string; user: string } {
  return {
    system:
      `You explain English words to a learner at CEFR level ${request.learnerLevel}. ` +
      'Rewrite the explanation you are given in at most 80 words, using only words a learner at ' +
      'that level knows. Keep the meaning, use the word itself, and answer with plain text only.',
    user: JSON.stringify({
      word: request.word,
      partOfSpeech: request.partOfSpeech,
      interest: request.interest,
      definition: request.definition,
      examples: request.examples,
    }),
  };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * An OpenAI-compatible chat completions client. `fetch` is passed in (tests use a local fake
 * server); a non-2xx status or an answer without text is an error.
 */
export function createOpenAiCompatibleProvider(
  config: OpenAiCompatibleConfig,
  fetchImpl: Fetch,
): RephraseProvider {
  return {
    async rephrase(request, signal) {
      const prompt = rephrasePrompt(request);
      const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.apiKey}`,
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.3,
          max_tokens: 200,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
        }),
      });
      if (!response.ok) throw new Error(`Rephraser answered ${response.status}`);
      const body = (await response.json()) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('Rephraser sent no text');
      return content;
    },
  };
}
