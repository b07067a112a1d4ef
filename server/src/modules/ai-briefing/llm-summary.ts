import type { BriefingItem } from '@common/ai-briefing';
import { z } from 'zod';

/** From the environment (config.ts): LLM_BASE_URL, LLM_API_KEY, LLM_MODEL. Used only when all three are set. */
export type LlmConfig = {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** The whole call, including reading the answer; 10 s by default. */
  timeoutMs?: number;
};

/** Where failures are reported for operators (a pino logger fits). */
export type LlmLog = { warn(details: Record<string, unknown>, message: string): void };

/** Writes the briefing's paragraph from its ranked items; null means "use the rule-based text". */
export type SummaryWriter = (items: readonly BriefingItem[]) => Promise<string | null>;

export const llmTimeoutMs = 10_000;
const maxSummaryLength = 2000;

const systemPrompt =
  'You are the assistant of a commercial real-estate leasing team. Write their daily briefing as one ' +
  'short paragraph (at most 90 words, plain text, no lists, no markdown) from the ranked items given. ' +
  'Mention the most urgent items first. Use only the facts given; do not invent names, numbers or dates.';

/** The ranked items as the model reads them: one numbered line each. */
export function itemsAsPrompt(items: readonly BriefingItem[]): string {
  if (items.length === 0) return 'Nothing needs attention today: no items.';
  const lines = items.map(
    (item) =>
      `${item.rank}. [${item.section === 'priority' ? 'Priority action' : 'Engagement signal'}] ${item.title} — ${item.description}`,
  );
  return `Today's ranked briefing items:\n${lines.join('\n')}`;
}

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/**
 * A summary writer for an OpenAI-compatible endpoint (`POST {base}/chat/completions`), or null when
 * the configuration is incomplete — then no request is ever made. Any failure (network, timeout,
 * non-2xx, a body that is not the documented shape, an empty or overlong text) is logged and answers
 * null, so the caller falls back to the rule-based summary.
 */
export function createLlmSummaryWriter(config: LlmConfig | undefined, log?: LlmLog): SummaryWriter | null {
  if (!config?.baseUrl || !config.apiKey || !config.model) return null;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const { apiKey, model } = config;
  const timeoutMs = config.timeoutMs ?? llmTimeoutMs;

  return async (items) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${apiKey}`,
        },
        body: JSON.stringify({
          model,
          max_tokens: 200,
          temperature: 0.3,
          messages: [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: itemsAsPrompt(items) },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        log?.warn({ status: response.status }, 'LLM summary failed; using the rule-based summary');
        return null;
      }
      const parsed = chatCompletionSchema.safeParse(await response.json());
      const text = parsed.success ? parsed.data.choices[0]?.message.content.trim().replace(/\s+/g, ' ') : '';
      if (!text || text.length > maxSummaryLength) {
        log?.warn({}, 'LLM summary answer was malformed; using the rule-based summary');
        return null;
      }
      return text;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      log?.warn({ reason }, 'LLM summary failed; using the rule-based summary');
      return null;
    }
  };
}
