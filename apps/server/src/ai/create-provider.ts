import type { AppConfig } from '../config/env';
import { createExtractiveProvider } from './extractive-provider';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import type { AiProvider } from './provider';

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * The provider the settings name: an OpenAI-compatible model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all
 * set, else the offline extractive provider. Half a configuration is reported and falls back to offline answers.
 */
export function createAiProvider(config: AppConfig, log?: Log): AiProvider {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = config;
  if (AI_BASE_URL && AI_API_KEY && AI_MODEL) {
    log?.info(`AI answers come from ${AI_MODEL} at ${new URL(AI_BASE_URL).host}`);
    return createOpenAiCompatibleProvider({
      baseUrl: AI_BASE_URL,
      apiKey: AI_API_KEY,
      model: AI_MODEL,
      timeoutMs: AI_TIMEOUT_MS,
    });
  }
  if (AI_BASE_URL || AI_API_KEY || AI_MODEL) {
    log?.warn('AI_BASE_URL, AI_API_KEY and AI_MODEL must all be set to use a model; AI answers stay extractive');
  } else {
    log?.info('AI answers are extractive (set AI_BASE_URL, AI_API_KEY and AI_MODEL to use a model)');
  }
  return createExtractiveProvider();
}
