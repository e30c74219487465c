/**
 * The agent API, /v1 (issue 12 §2, issue 23): keyed routes to ask the agent, read conversations,
 * rate answers, hand off to sales, manage knowledge and check the widget's key, with the OpenAPI
 * document made from their schemas; and its staff side, API keys in Settings and Chat Logs.
 * What the rest of the server uses:
 */
export {default as v1Routes} from './plugin';
export {v1Document} from './document';
export {apiKeyAdminRoutes, chatLogAdminRoutes} from './staff-routes';
export {getConversation, listConversations, messagesOf} from './conversation-queries';
export {bumpVersion} from './knowledge-queries';
export {unansweredByPage} from './unanswered-queries';
export {bearerSecret} from './key-auth';
export {createApiKey, findActiveKey} from './key-queries';
