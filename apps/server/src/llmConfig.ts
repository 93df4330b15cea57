import { ConfigError, httpAddress, positiveInt } from './configValues.js';

/** The AI chat's model: an OpenAI-compatible chat-completions endpoint (README, the AI chat). */
export interface LlmConfig {
  /** e.g. https://api.openai.com/v1, or http://127.0.0.1:11434/v1 for a local Ollama. */
  baseUrl: string;
  /** Empty for a local server that asks for none. */
  apiKey: string;
  model: string;
  /** The whole answer must arrive within this time, or the chat falls back to passages. */
  timeoutMs: number;
}

/** LLM_BASE_URL and LLM_MODEL together turn the model on; one without the other is a mistake. */
export function parseLlm(env: NodeJS.ProcessEnv): LlmConfig | null {
  if (!env.LLM_BASE_URL && !env.LLM_MODEL) return null;
  if (!env.LLM_BASE_URL || !env.LLM_MODEL)
    throw new ConfigError('Set both LLM_BASE_URL and LLM_MODEL to use a model for the AI chat, or neither.');
  return {
    baseUrl: httpAddress('LLM_BASE_URL', env.LLM_BASE_URL),
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL,
    timeoutMs: positiveInt('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS, 20_000),
  };
}
