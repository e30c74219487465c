/**
 * The chat widget: a launcher in the chosen corner and, behind it, a labelled dialog where
 * visitors ask the agent, read answers with their sources, rate them and can talk to sales.
 * Mounted in a shadow root of `host`; `inline` keeps it inside a positioned container (the docs'
 * live preview) instead of the viewport.
 */
import {WidgetApi, WidgetApiError, type AskAnswer, type Fetch} from './api';
import {renderAnswer, safeUrl, type Source} from './citations';
import {readableTextColor} from './contrast';
import {el, uniqueId} from './dom';
import {trapTab} from './focus';
import {chatIcon, checkIcon, thumbDownIcon, thumbUpIcon} from './icons';
import {validateHandoff, type HandoffFields} from './handoff';
import {keepClear} from './layout';
import type {WidgetOptions} from './options';
import {
  loadConversation,
  loadView,
  safeSessionStorage,
  saveConversation,
  saveView,
  type StoredConversation,
  type StoredMessage,
} from './store';
import {fill, mergeStrings} from './strings';
import {widgetCss} from './styles';
import {pageLocale, watchTheme} from './theme';

export type MountSettings = {
  /** Inside a positioned container (the docs' preview): not modal, focus is not held. */
  inline?: boolean;
  /** Where the conversation is kept; null keeps it in memory only. Default: sessionStorage. */
  storage?: Storage | null;
  fetch?: Fetch;
};

export type MountedWidget = {
  /** Opens the panel; `moveFocus: false` shows it without taking the reader's focus. */
  open(moveFocus?: boolean): void;
  close(): void;
  isOpen(): boolean;
  /** Moves the focus to the launcher (from a stand-in launcher of the page that goes away). */
  focusLauncher(): void;
  /** Opens the panel and asks this question, as if the reader had typed it (suggested questions). */
  ask(query: string): void;
  destroy(): void;
};

const stripMarkers = (text: string) => text.replace(/\s\[\d+\]/g, '');

export function mountWidget(host: HTMLElement, options: WidgetOptions, settings: MountSettings = {}): MountedWidget {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const storage = settings.storage === null ? undefined : (settings.storage ?? safeSessionStorage(win));
  const t = mergeStrings(options.strings);
  const api = new WidgetApi(options.apiBase, options.publicKey, settings.fetch);
  const [vertical, horizontal] = options.position.split('-');
  const conversation: StoredConversation = loadConversation(storage, options.agentId);
  const cleanups: (() => void)[] = [];

  const shadow = host.shadowRoot ?? host.attachShadow({mode: 'open'});
  shadow.replaceChildren();
  const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes?: Record<string, string | boolean | undefined>, ...children: (Node | string)[]) =>
    el(doc, tag, attributes, ...children);

  const titleId = uniqueId('title');
  const panelId = uniqueId('panel');
  const questionId = uniqueId('question');

  const launcher = h('button', {type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': panelId, 'aria-haspopup': 'dialog', 'aria-label': t.launcher});
  launcher.innerHTML = chatIcon; // a constant icon, never answer text
  const closeButton = h('button', {type: 'button', 'aria-label': t.closeChat}, '×');
  const log = h('div', {class: 'log'});
  const chips = h('div', {class: 'chips', role: 'group', 'aria-label': t.followUps, hidden: true});
  const errorLine = h('p', {class: 'error', role: 'alert', hidden: true});
  const okLine = h('p', {class: 'ok', role: 'status'});
  const status = h('div', {class: 'sr', 'aria-live': 'polite'});
  const question = h('textarea', {id: questionId, rows: '2', maxlength: '2000', autocomplete: 'off'});
  const sendButton = h('button', {type: 'submit', class: 'primary'}, t.send);
  const askForm = h('form', {class: 'ask'}, h('label', {for: questionId, class: 'sr'}, t.questionLabel), question, sendButton);
  const salesButton = h('button', {type: 'button', class: 'sales'}, t.talkToSales);
  // Once the conversation is with sales, the foot says so instead of offering it again.
  const handedOffLine = h('p', {class: 'done'}, t.handedOff);
  handedOffLine.insertAdjacentHTML('afterbegin', checkIcon);
  const foot = h('div', {class: 'foot'}, salesButton);
  const handoffForm = buildHandoffForm();
  const panel = h(
    'div',
    {id: panelId, class: 'panel', role: 'dialog', 'aria-modal': settings.inline ? undefined : 'true', 'aria-labelledby': titleId, hidden: true},
    h('div', {class: 'head'}, h('h2', {id: titleId}, t.title), closeButton),
    log,
    chips,
    ...(options.publicKey ? [] : [h('p', {class: 'note'}, t.previewNote)]),
    errorLine,
    okLine,
    askForm,
    handoffForm.form,
    foot,
    status,
  );
  launcher.setAttribute('data-icon-type', options.iconType);
  // On a page, the widget is a landmark of its own (content outside landmarks is easy to miss);
  // inside the preview it is part of the page's main content.
  const landmark = settings.inline ? {} : {role: 'complementary', 'aria-label': t.launcher};
  const root = h('div', {class: ['r', vertical, horizontal, settings.inline ? 'inline' : '', options.iconType].join(' '), 'data-position': options.position, ...landmark}, panel, launcher);
  root.style.setProperty('--aw-primary', options.primaryColor);
  root.style.setProperty('--aw-on-primary', readableTextColor(options.primaryColor));
  const style = h('style');
  style.textContent = widgetCss;
  shadow.append(style, root);
  cleanups.push(watchTheme(doc, (dark) => root.classList.toggle('dark', dark)));

  let busy = false;

  function persist(): void {
    saveConversation(storage, options.agentId, conversation);
  }

  /** A reload brings back the panel as it was: open or not, with the question being typed. */
  function persistView(): void {
    saveView(storage, options.agentId, {open: !panel.hidden, draft: question.value});
  }

  function showError(text: string | null): void {
    errorLine.textContent = text ?? '';
    errorLine.hidden = text === null;
  }

  function renderSources(sources: Source[]): Node[] {
    if (sources.length === 0) return [];
    const headingId = uniqueId('sources');
    const list = h('ol', {class: 'src', 'aria-labelledby': headingId});
    for (const source of sources) {
      const href = safeUrl(source.url, options.apiBase);
      list.append(h('li', {}, href ? h('a', {href}, source.title) : source.title));
    }
    return [h('p', {class: 'src-title', id: headingId}, t.sources), list];
  }

  function rateButtons(message: Extract<StoredMessage, {role: 'assistant'}>): HTMLElement {
    const group = h('div', {class: 'rate'});
    const buttons = (['up', 'down'] as const).map((rating) => {
      const button = h('button', {type: 'button', 'aria-pressed': String(message.rating === rating), 'aria-label': rating === 'up' ? t.helpful : t.notHelpful});
      button.innerHTML = rating === 'up' ? thumbUpIcon : thumbDownIcon; // constant icons
      button.addEventListener('click', () => void rate(message, rating, buttons));
      return button;
    });
    group.append(...buttons);
    return group;
  }

  async function rate(message: Extract<StoredMessage, {role: 'assistant'}>, rating: 'up' | 'down', buttons: HTMLButtonElement[]): Promise<void> {
    if (!conversation.conversationId) return;
    try {
      await api.rate(conversation.conversationId, message.id, rating);
      message.rating = rating;
      persist();
      buttons.forEach((button, index) => button.setAttribute('aria-pressed', String((index === 0 ? 'up' : 'down') === rating)));
      status.textContent = t.feedbackSaved;
    } catch (error) {
      showError(errorText(error, t.feedbackFailed));
    }
  }

  function messageElement(message: StoredMessage): HTMLElement {
    if (message.role === 'user') {
      return h('div', {class: 'msg user'}, h('span', {class: 'sr'}, `${t.you}: `), message.text);
    }
    const label = (n: number, source: Source) => fill(t.sourceLink, {n, title: source.title});
    const text = h('div', {class: 'answer'}, renderAnswer(doc, message.text, message.sources, label, options.apiBase));
    return h('div', {class: 'msg bot'}, h('span', {class: 'sr'}, `${t.assistant}: `), text, ...renderSources(message.sources), ...(message.id ? [rateButtons(message)] : []));
  }

  function renderChips(): void {
    const last = conversation.messages[conversation.messages.length - 1];
    const followUps = last?.role === 'assistant' ? last.followUps : [];
    chips.replaceChildren(
      ...followUps.map((followUp) => {
        const chip = h('button', {type: 'button', class: 'chip'}, followUp);
        chip.addEventListener('click', () => void ask(followUp));
        return chip;
      }),
    );
    chips.hidden = followUps.length === 0;
  }

  function renderLog(): void {
    const welcome = options.welcomeMessage ? [h('div', {class: 'msg bot'}, h('p', {}, options.welcomeMessage))] : [];
    log.replaceChildren(...welcome, ...conversation.messages.map(messageElement));
    renderChips();
    foot.replaceChildren(conversation.handedOff ? handedOffLine : salesButton);
    foot.hidden = !conversation.conversationId || !handoffForm.form.hidden;
    log.scrollTop = log.scrollHeight;
  }

  function errorText(error: unknown, fallback: string): string {
    if (error instanceof WidgetApiError && error.kind === 'offline') return t.errorOffline;
    if (error instanceof WidgetApiError && error.kind === 'rateLimited') return t.errorRateLimited;
    return fallback;
  }

  async function ask(query: string): Promise<void> {
    const text = query.trim();
    if (!text || busy) return;
    if (!options.publicKey) {
      showError(t.previewNote);
      return;
    }
    busy = true;
    sendButton.disabled = true;
    showError(null);
    okLine.textContent = '';
    conversation.messages.push({role: 'user', text});
    renderLog();
    const pending = h('div', {class: 'msg bot', 'aria-busy': 'true'}, t.thinking);
    log.append(pending);
    status.textContent = t.thinking;
    try {
      const context = {locale: pageLocale(doc), page: doc.location.pathname};
      const answer: AskAnswer = await api.ask(text, conversation.conversationId, context, (soFar) => {
        pending.textContent = soFar;
        log.scrollTop = log.scrollHeight;
      });
      conversation.conversationId = answer.conversation_id;
      conversation.messages.push({
        role: 'assistant',
        id: answer.id,
        text: answer.response,
        sources: Array.isArray(answer.sources) ? answer.sources : [],
        followUps: Array.isArray(answer.suggested_follow_ups) ? answer.suggested_follow_ups.slice(0, 4) : [],
        rating: null,
      });
      question.value = '';
      status.textContent = fill(t.answerReady, {answer: stripMarkers(answer.response)});
    } catch (error) {
      // The question stays in the field so the visitor can send it again.
      conversation.messages.pop();
      question.value = text;
      showError(errorText(error, t.errorGeneric));
      status.textContent = '';
    } finally {
      busy = false;
      sendButton.disabled = false;
      persist();
      persistView();
      renderLog();
    }
  }

  function buildHandoffForm() {
    const nameId = uniqueId('name');
    const emailId = uniqueId('email');
    const field = (id: string, label: string, type: string, autocomplete: string) => {
      const input = h('input', {id, type, autocomplete, 'aria-describedby': `${id}-error`, required: true});
      const error = h('p', {class: 'field-error', id: `${id}-error`, hidden: true});
      return {input, error, nodes: [h('label', {for: id}, label), input, error]};
    };
    const name = field(nameId, t.nameLabel, 'text', 'name');
    const email = field(emailId, t.emailLabel, 'email', 'email');
    const submit = h('button', {type: 'submit', class: 'primary'}, t.handoffSubmit);
    const cancel = h('button', {type: 'button', class: 'secondary'}, t.handoffCancel);
    const form = h('form', {class: 'handoff', hidden: true, novalidate: true}, h('p', {}, t.handoffIntro), ...name.nodes, ...email.nodes, h('div', {class: 'row'}, cancel, submit));
    return {form, name, email, submit, cancel};
  }

  function showHandoff(visible: boolean): void {
    handoffForm.form.hidden = !visible;
    askForm.hidden = visible;
    foot.hidden = visible || !conversation.conversationId;
    if (visible) handoffForm.name.input.focus();
  }

  async function submitHandoff(): Promise<void> {
    const {name, email, submit} = handoffForm;
    const fields: HandoffFields = {name: name.input.value, email: email.input.value};
    const errors = validateHandoff(fields);
    for (const [key, control] of [['name', name], ['email', email]] as const) {
      const code = errors[key];
      control.error.textContent = code ? t[code] : '';
      control.error.hidden = !code;
      if (code) control.input.setAttribute('aria-invalid', 'true');
      else control.input.removeAttribute('aria-invalid');
    }
    const firstInvalid = errors.name ? name.input : errors.email ? email.input : null;
    if (firstInvalid) {
      status.textContent = [errors.name && t[errors.name], errors.email && t[errors.email]].filter(Boolean).join(' ');
      firstInvalid.focus();
      return;
    }
    if (!conversation.conversationId) return;
    submit.disabled = true;
    submit.textContent = t.handoffSending;
    try {
      await api.handoff(conversation.conversationId, {name: fields.name.trim(), email: fields.email.trim()});
      handoffForm.form.reset();
      conversation.handedOff = true;
      persist();
      showHandoff(false);
      renderLog();
      showError(null);
      okLine.textContent = t.handoffDone;
      question.focus();
    } catch (error) {
      showError(errorText(error, t.errorGeneric));
    } finally {
      submit.disabled = false;
      submit.textContent = t.handoffSubmit;
    }
  }

  function open(moveFocus = true): void {
    panel.hidden = false;
    root.classList.add('open');
    launcher.setAttribute('aria-expanded', 'true');
    renderLog();
    persistView();
    if (moveFocus) question.focus();
  }

  function close(): void {
    if (panel.hidden) return;
    panel.hidden = true;
    root.classList.remove('open');
    launcher.setAttribute('aria-expanded', 'false');
    persistView();
    launcher.focus();
  }

  launcher.addEventListener('click', () => (panel.hidden ? open() : close()));
  closeButton.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (!settings.inline) {
      trapTab(event, panel, shadow);
    }
  });
  askForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void ask(question.value);
  });
  question.addEventListener('input', persistView);
  question.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void ask(question.value);
    }
  });
  salesButton.addEventListener('click', () => showHandoff(true));
  handoffForm.cancel.addEventListener('click', () => {
    showHandoff(false);
    salesButton.focus();
  });
  handoffForm.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitHandoff();
  });

  if (!settings.inline && options.avoid) cleanups.push(keepClear(doc, win, root, launcher, options.avoid, vertical === 'bottom'));
  const view = loadView(storage, options.agentId);
  question.value = view.draft;
  renderLog();
  // Reopened as the visitor left it, without taking the focus from the page that just loaded.
  if (view.open) open(false);

  return {
    open,
    close,
    isOpen: () => !panel.hidden,
    focusLauncher: () => launcher.focus(),
    ask(query) {
      open(false);
      question.value = query;
      void ask(query);
    },
    destroy() {
      cleanups.forEach((cleanup) => cleanup());
      shadow.replaceChildren();
    },
  };
}
