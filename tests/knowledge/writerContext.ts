import type {WriterContext} from '@site/src/plugins/agentKnowledge/pages/types';

/** An English page writer's context whose site modules are the given stand-ins, and translate() the default message. */
export function writerContext(modules: Record<string, unknown>, localePath: (path: string) => string = (path) => path): WriterContext {
  return {
    locale: 'en',
    localePath,
    absoluteUrl: (path) => `https://www.agentworks.example${path}`,
    translate: ({message}, values = {}) => message.replace(/{(\w+)}/g, (whole, name: string) => values[name] ?? whole),
    load: <T,>(id: string) => modules[id] as T,
  };
}
