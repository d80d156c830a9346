import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantUnavailable, explainWord } from './assistant-api';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("the word assistant's explanation call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message for a word it refuses", async () => {
    answer(400, { error: { code: 'VALIDATION_FAILED', message: 'Type one word or phrase.' } });
    await expect(explainWord('!!', 'visual')).resolves.toEqual({
      kind: 'invalid',
      message: 'Type one word or phrase.',
    });
  });

  it('is unavailable on a server error, or a 400 that is not an API error', async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } });
    await expect(explainWord('tree', 'visual')).rejects.toBeInstanceOf(AssistantUnavailable);
    answer(400, { nonsense: true });
    await expect(explainWord('tree', 'visual')).rejects.toBeInstanceOf(AssistantUnavailable);
  });
});
