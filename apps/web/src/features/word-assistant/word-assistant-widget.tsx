import { parseChatInput } from '@lexora/explain/chat-input';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CircleHelp,
  MessageCircleQuestion,
  Send,
  Settings,
  Shuffle,
  X,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { invalidateLearner, usePreferencesQuery } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { safeStorage } from '../../lib/storage';
import { EXPLAIN_WORD_EVENT, type ExplainWordDetail } from '../../lib/word-assistant';
import { speakWord } from '../pronunciation/speak';
import {
  addToDifficultWords,
  answerQuestion,
  explainWord,
  ASSISTANT_ANIMATIONS_KEY,
  randomWord,
  saveLearningStyle,
  type LearningStyle,
} from './assistant-api';
import {
  CONNECTION_MESSAGE,
  HELP_MESSAGE,
  INVALID_MESSAGE,
  TIP_MESSAGE,
  suggestionText,
  welcomeMessage,
  type AnswerState,
  type ChatMessage,
} from './assistant-messages';
import { AVATAR_SIZE, DEFAULT_POSITION, useAvatarPosition } from './avatar-position';
import { ExplanationMessage, type AddState } from './explanation-message';
import { LearningStyleChoices } from './learning-style-choices';

/** Spec 000 section 4: welcome 0.5 s after opening, the tip 1 s later; suggestions 0.8 s after. */
const WELCOME_DELAY_MS = 500;
const TIP_DELAY_MS = 1000;
const SUGGESTION_DELAY_MS = 800;
export default function WordAssistantWidget() {
  const { user } = useSession();
  const validKey = user?.validKey ?? '';
  const queryClient = useQueryClient();
  const preferences = usePreferencesQuery(validKey);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'chat' | 'settings'>('chat');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [input, setInput] = useState('');
  const [chosenStyle, setChosenStyle] = useState<LearningStyle | null>(null);
  const style: LearningStyle = chosenStyle ?? preferences.data?.learningStyle ?? 'visual';
  const [animations, setAnimations] = useState(
    () => safeStorage.get(ASSISTANT_ANIMATIONS_KEY) !== 'off',
  );
  const [answers, setAnswers] = useState<Record<number, AnswerState>>({});
  const [answering, setAnswering] = useState<number | null>(null);
  const [added, setAdded] = useState<Record<number, AddState>>({});
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  // The greeting's messages still to post: the welcome, then the tip.
  const greeting = useRef<ChatMessage['kind'][]>(['welcome', 'tip']);
  const avatarRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const post = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
    return id;
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const { position, handlers } = useAvatarPosition(toggle);

  /** Posts the next greeting message (welcome, then tip) unless it has been posted already. */
  const greet = useCallback(() => {
    const kind = greeting.current.shift();
    if (kind === 'welcome') post({ sender: 'bot', kind, text: welcomeMessage(user?.name ?? '') });
    else if (kind === 'tip') post({ sender: 'bot', kind, text: TIP_MESSAGE });
  }, [post, user?.name]);

  useEffect(() => {
    if (!open) return;
    setView('chat');
    // The settings page may have changed it since this widget mounted.
    setAnimations(safeStorage.get(ASSISTANT_ANIMATIONS_KEY) !== 'off');
    inputRef.current?.focus();
    if (greeting.current.length < 2) return;
    later(WELCOME_DELAY_MS, () => {
      greet();
      later(TIP_DELAY_MS, greet);
    });
  }, [open, later, greet]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  const lookUp = useCallback(
    async (text: string) => {
      setTyping(true);
      try {
        const outcome = await explainWord(text, style);
        if (outcome.kind === 'explanation') {
          const { explanation } = outcome;
          post({
            sender: 'bot',
            kind: 'definition',
            text: explanation.personalized_explanation,
            explanation,
          });
        } else if (outcome.kind === 'unknown') {
          const { unknown } = outcome;
          post({ sender: 'bot', kind: 'unknown', text: unknown.message });
          const words = unknown.suggestions ?? [];
          later(SUGGESTION_DELAY_MS, () =>
            post({
              sender: 'bot',
              kind: 'suggestion',
              text: suggestionText(unknown.didYouMean, words),
              words,
              didYouMean: unknown.didYouMean,
            }),
          );
        } else {
          post({ sender: 'bot', kind: 'error', text: INVALID_MESSAGE });
        }
      } catch {
        post({ sender: 'bot', kind: 'error', text: CONNECTION_MESSAGE });
      } finally {
        setTyping(false);
      }
    },
    [later, post, style],
  );

  const ask = useCallback(
    (raw: string) => {
      const parsed = parseChatInput(raw);
      if (parsed.kind === 'empty') return;
      // A question asked before the welcome: the welcome and the tip come first, not after it.
      while (greeting.current.length > 0) greet();
      post({ sender: 'user', kind: 'user', text: raw.trim() });
      if (parsed.kind === 'help') post({ sender: 'bot', kind: 'help', text: HELP_MESSAGE });
      else if (parsed.kind === 'invalid')
        post({ sender: 'bot', kind: 'error', text: INVALID_MESSAGE });
      else void lookUp(parsed.text);
    },
    [lookUp, post, greet],
  );

  // Other screens (reading practice) ask about a word they show.
  useEffect(() => {
    const onExplain = (event: Event) => {
      const detail = (event as CustomEvent<ExplainWordDetail>).detail;
      if (!detail?.word) return;
      setOpen(true);
      // Opened by a word: the welcome and the tip come first, then the question (issue 30).
      ask(detail.word);
    };
    window.addEventListener(EXPLAIN_WORD_EVENT, onExplain);
    return () => window.removeEventListener(EXPLAIN_WORD_EVENT, onExplain);
  }, [ask]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = input;
    setInput('');
    ask(text);
  };

  const showHelp = () => {
    setView('chat');
    post({ sender: 'user', kind: 'user', text: 'Help' });
    post({ sender: 'bot', kind: 'help', text: HELP_MESSAGE });
  };

  const random = async () => {
    post({ sender: 'user', kind: 'user', text: 'Random Word' });
    setTyping(true);
    try {
      const { word } = await randomWord();
      await lookUp(word);
    } catch {
      setTyping(false);
      post({ sender: 'bot', kind: 'error', text: CONNECTION_MESSAGE });
    }
  };

  const chooseStyle = (next: LearningStyle) => {
    setChosenStyle(next);
    // Remembered in the profile (the explanation uses it when a request names none).
    if (validKey)
      void saveLearningStyle(validKey, next).then(
        () => invalidateLearner(queryClient, validKey),
        () => {},
      );
  };

  const toggleAnimations = (on: boolean) => {
    setAnimations(on);
    safeStorage.set(ASSISTANT_ANIMATIONS_KEY, on ? 'on' : 'off');
  };

  const answer = async (message: ChatMessage, choice: number) => {
    const question = message.explanation?.question;
    if (!question) return;
    setAnswering(message.id);
    try {
      const result = await answerQuestion(question.id, choice);
      setAnswers((all) => ({ ...all, [message.id]: { choice, result } }));
      if (result.pointsAwarded) void invalidateLearner(queryClient, validKey);
    } catch {
      post({ sender: 'bot', kind: 'error', text: CONNECTION_MESSAGE });
    } finally {
      setAnswering(null);
    }
  };

  const add = async (message: ChatMessage) => {
    if (!message.explanation || !validKey) return;
    setAdded((all) => ({ ...all, [message.id]: 'adding' }));
    try {
      const state = await addToDifficultWords(validKey, message.explanation);
      setAdded((all) => ({ ...all, [message.id]: state }));
      void invalidateLearner(queryClient, validKey);
    } catch {
      setAdded((all) => ({ ...all, [message.id]: 'failed' }));
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    avatarRef.current?.focus();
  }, []);

  // Escape closes the chat wherever the focus is (a disabled button drops it to the page).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  // The window sits above the avatar where there is room; a full-screen sheet on phones.
  const windowStyle = {
    '--assistant-right': `${position.right}px`,
    '--assistant-bottom': `${position.bottom + AVATAR_SIZE + 12}px`,
  } as CSSProperties;
  const fade = animations ? 'motion-safe:animate-[assistant-in_200ms_ease-out]' : '';

  return (
    // A landmark of its own, so its hidden hint is not content outside every region (axe).
    <aside aria-label="Word assistant">
      <button
        ref={avatarRef}
        type="button"
        aria-label={open ? 'Close word assistant' : 'Open word assistant'}
        aria-expanded={open}
        aria-describedby={hintId}
        {...handlers}
        style={{
          right: position.right,
          bottom: position.bottom,
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
        }}
        className={`fixed z-40 flex touch-none items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg ring-4 ring-white select-none hover:from-indigo-600 hover:to-violet-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:ring-slate-900 ${open ? 'max-sm:hidden' : ''}`}
        data-testid="assistant-avatar"
      >
        <MessageCircleQuestion className="h-7 w-7" aria-hidden />
      </button>
      <span id={hintId} className="sr-only">
        Arrow keys move the assistant; Home puts it back in the corner.
      </span>

      {open && (
        <section
          role="dialog"
          aria-labelledby={titleId}
          style={windowStyle}
          className={`fixed inset-0 z-50 flex flex-col bg-slate-50 text-slate-900 shadow-2xl dark:bg-slate-950 dark:text-slate-100 sm:inset-auto sm:right-[min(var(--assistant-right),calc(100vw-25.5rem))] sm:bottom-[min(var(--assistant-bottom),calc(100vh-min(38rem,100vh-2rem)-1rem))] sm:h-[min(38rem,calc(100vh-2rem))] sm:w-[25rem] sm:rounded-2xl sm:ring-1 sm:ring-slate-200 dark:sm:ring-slate-700 ${fade}`}
        >
          {/* Not a <header>: inside the dialog it would be a second banner landmark. */}
          <div className="flex items-center gap-2 bg-gradient-to-r from-indigo-600 to-violet-600 px-4 py-3 text-white sm:rounded-t-2xl">
            {view === 'settings' ? (
              <button
                type="button"
                onClick={() => setView('chat')}
                aria-label="Back to the chat"
                className="rounded-lg p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
              >
                <ArrowLeft className="h-5 w-5" aria-hidden />
              </button>
            ) : (
              <MessageCircleQuestion className="h-6 w-6" aria-hidden />
            )}
            <h2 id={titleId} className="flex-1 text-base font-bold">
              {view === 'settings' ? 'Assistant settings' : 'Word assistant'}
            </h2>
            {view === 'chat' && (
              <button
                type="button"
                onClick={() => setView('settings')}
                aria-label="Settings"
                className="rounded-lg p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Settings className="h-5 w-5" aria-hidden />
              </button>
            )}
            <button
              type="button"
              onClick={close}
              aria-label="Close word assistant"
              className="rounded-lg p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>

          {view === 'settings' ? (
            <div className="flex-1 space-y-5 overflow-y-auto p-4">
              <fieldset>
                <legend className="font-bold">Learning style</legend>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  How should I explain words?
                </p>
                <LearningStyleChoices name="assistant-style" value={style} onChoose={chooseStyle} />
              </fieldset>
              <label className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
                <input
                  type="checkbox"
                  checked={animations}
                  onChange={(event) => toggleAnimations(event.target.checked)}
                  className="h-4 w-4 accent-indigo-600"
                />
                <span className="font-semibold">Enable animations</span>
              </label>
              <button
                type="button"
                onClick={showHelp}
                className="inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold text-indigo-700 ring-1 ring-slate-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-slate-900 dark:text-indigo-200 dark:ring-slate-600"
              >
                <CircleHelp className="h-5 w-5" aria-hidden />
                View Help
              </button>
            </div>
          ) : (
            <>
              <div
                ref={logRef}
                role="log"
                aria-label="Conversation with the word assistant"
                className="flex-1 space-y-3 overflow-y-auto p-4"
              >
                {messages.map((message) => (
                  <div
                    key={message.id}
                    data-kind={message.kind}
                    className={`flex ${message.sender === 'user' ? 'justify-end' : 'justify-start'} ${animations ? 'motion-safe:animate-[assistant-in_200ms_ease-out]' : ''}`}
                  >
                    <div
                      className={
                        message.sender === 'user'
                          ? 'max-w-[85%] rounded-2xl rounded-br-md bg-indigo-600 px-3.5 py-2 text-white'
                          : `max-w-[92%] rounded-2xl rounded-bl-md px-3.5 py-2.5 ring-1 ${bubbleTone(message.kind)}`
                      }
                    >
                      <span className="sr-only">
                        {message.sender === 'user' ? 'You: ' : 'Assistant: '}
                      </span>
                      {message.explanation ? (
                        <ExplanationMessage
                          explanation={message.explanation}
                          answer={answers[message.id]}
                          answering={answering === message.id}
                          addState={added[message.id] ?? 'idle'}
                          onAnswer={(choice) => void answer(message, choice)}
                          onAdd={() => void add(message)}
                          onHear={() =>
                            speakWord(
                              `${message.explanation!.word}. ${message.explanation!.definition}`,
                            )
                          }
                          onAsk={ask}
                        />
                      ) : (
                        <p>{message.text}</p>
                      )}
                      {message.words && message.words.length > 0 && (
                        <div className="mt-2 flex flex-wrap gap-1.5">
                          {[...(message.didYouMean ?? []), ...message.words].map((word) => (
                            <button
                              key={word}
                              type="button"
                              onClick={() => ask(word)}
                              className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-slate-900 dark:text-indigo-200 dark:ring-indigo-700"
                            >
                              {word}
                            </button>
                          ))}
                        </div>
                      )}
                    </div>
                  </div>
                ))}
                {typing && (
                  <div className="flex justify-start" data-testid="assistant-typing">
                    <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
                      <span className="sr-only">The assistant is typing</span>
                      {[0, 150, 300].map((delay) => (
                        <span
                          key={delay}
                          aria-hidden
                          style={{ animationDelay: `${delay}ms` }}
                          className={`h-2 w-2 rounded-full bg-slate-500 dark:bg-slate-300 ${animations ? 'motion-safe:animate-bounce' : ''}`}
                        />
                      ))}
                    </div>
                  </div>
                )}
              </div>

              <div className="border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900 sm:rounded-b-2xl">
                <div className="mb-2 flex gap-2">
                  <button
                    type="button"
                    onClick={showHelp}
                    className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
                  >
                    <CircleHelp className="h-4 w-4" aria-hidden />
                    Help
                  </button>
                  <button
                    type="button"
                    onClick={() => void random()}
                    disabled={typing}
                    className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
                  >
                    <Shuffle className="h-4 w-4" aria-hidden />
                    Random Word
                  </button>
                </div>
                <form onSubmit={submit} className="flex gap-2">
                  <label htmlFor={`${titleId}-input`} className="sr-only">
                    Ask about a word
                  </label>
                  <input
                    id={`${titleId}-input`}
                    ref={inputRef}
                    value={input}
                    onChange={(event) => setInput(event.target.value)}
                    maxLength={200}
                    autoComplete="off"
                    placeholder="Ask about a word…"
                    className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
                  />
                  <button
                    type="submit"
                    aria-label="Send"
                    className="flex items-center justify-center rounded-xl bg-indigo-600 px-3 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <Send className="h-5 w-5" aria-hidden />
                  </button>
                </form>
              </div>
            </>
          )}
        </section>
      )}
      {/* Room at the end of every page, so scrolled to the bottom the round button covers
          no answer option and no footer text (issue 30, 390 px). */}
      <div aria-hidden style={{ height: AVATAR_SIZE + DEFAULT_POSITION.bottom + 8 }} />
    </aside>
  );
}

function bubbleTone(kind: ChatMessage['kind']): string {
  switch (kind) {
    case 'error':
    case 'unknown':
      return 'bg-rose-50 ring-rose-200 dark:bg-rose-950 dark:ring-rose-900';
    case 'tip':
    case 'suggestion':
      return 'bg-amber-50 ring-amber-200 dark:bg-amber-950 dark:ring-amber-900';
    default:
      return 'bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';
  }
}
