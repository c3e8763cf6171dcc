import { feedbackContract as feedback } from '@hgn/domain/feedback';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { FeedbackService } from './feedback.service.js';

export const feedbackRoutes =
  (service: FeedbackService): FastifyPluginAsync =>
  async (app) => {
    route(app, feedback.suggestionOptions, async () => service.suggestionOptions());
    route(app, feedback.editSuggestionOptions, async (req) => service.editSuggestionOptions(req.body));
    route(app, feedback.makeSuggestion, async (req) => service.makeSuggestion(req.params.userId, req.body));
    route(app, feedback.bugReport, async (req) => service.bugReport(req.params.userId, req.body));
    route(app, feedback.interactWithGpt, async () => service.interactWithGpt());
    route(app, feedback.aiPrompt, async () => service.aiPrompt());
    route(app, feedback.updateAiPrompt, async (req) => service.updateAiPrompt(req.body.aIPromptText));
    route(app, feedback.aiPromptCopied, async (req) => service.aiPromptCopied(req.params.userId));
    route(app, feedback.markAiPromptCopied, async (req) => service.markAiPromptCopied(req.params.userId));
  };
