import { loadOnce } from '../domain/concurrency.js';
import type { LlmConfig } from '../llmConfig.js';
import type { Found } from './search.js';
import type { Lang } from './passages.js';

/** A model that writes an answer from given passages, piece by piece. */
export interface ChatModel {
  stream(question: string, found: Found[], lang: Lang, signal: AbortSignal): AsyncIterable<string>;
}

const rules = {
  en: 'Answer in English.',
  zh: '请用简体中文回答。',
};

/** The instructions: the passages are the only source, no doses, numbered citations, short. */
export function promptFor(question: string, found: Found[], lang: Lang) {
  const sources = found
    .map(
      (article, index) =>
        `[${index + 1}] ${article.title}\n${article.passages
          .slice(0, 3)
          .map((passage) => `${passage.heading}\n${passage.text}`)
          .join('\n\n')}`,
    )
    .join('\n\n---\n\n');
  return [
    {
      role: 'system' as const,
      content:
        'You help parents of children with type 1 diabetes, using ONLY the numbered library passages given. ' +
        'If the passages do not answer the question, say so and suggest asking the care team. ' +
        'Never give or calculate an insulin dose, ratio or correction, even if asked: say the care team sets doses. ' +
        'Cite the passages you use with their numbers in square brackets, like [1]. ' +
        'Be warm, plain and brief (under 200 words), with short paragraphs or a few bullets. ' +
        rules[lang],
    },
    { role: 'user' as const, content: `Library passages:\n\n${sources}\n\nParent's question: ${question}` },
  ];
}

/** Any OpenAI-compatible chat-completions server: a hosted provider, Ollama, llama.cpp's server. */
export function openAiCompatibleModel(config: LlmConfig): ChatModel {
  // The client library is loaded at the first question, not at start: it is some 300 modules.
  const client = loadOnce(async () => {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({ baseURL: config.baseUrl, apiKey: config.apiKey || 'not-needed', maxRetries: 0, timeout: config.timeoutMs });
  });
  return {
    async *stream(question, found, lang, signal) {
      const stream = await (
        await client()
      ).chat.completions.create(
        { model: config.model, messages: promptFor(question, found, lang), stream: true, temperature: 0.2 },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
