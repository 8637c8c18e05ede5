import type { FastifyInstance } from 'fastify';
import { createAiProvider } from '../ai/create-provider';
import type { AiProvider } from '../ai/provider';
import type { AppConfig } from '../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured AI provider (decision 036): every module that answers in words uses it. */
    ai: { provider: AiProvider };
  }
}

/** Makes the AI provider the settings name reachable from every route as `app.ai.provider`. */
export function registerAi(app: FastifyInstance, config: AppConfig, provider?: AiProvider): void {
  app.decorate('ai', { provider: provider ?? createAiProvider(config, app.log) });
}
