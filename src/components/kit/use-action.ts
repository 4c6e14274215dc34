import { useRef, useState, type ReactNode } from 'react';
import { toaster } from '@/components/ui/toaster';
import { SAVED_ON_PHONE, SavedOnPhone } from '@/lib/connection';
import { errorMessage } from '@/lib/errors';

export interface ToastText {
  title: string;
  description?: ReactNode;
}

export interface ActionMessages<Args extends unknown[], R> {
  /** Success toast in the spec's words; omit for none. */
  success?: string | ToastText | ((result: R, ...args: Args) => string | ToastText);
  /** Failure toast: a title (the catalogue message of the error becomes its description) or a full text. */
  failure: string | ((error: unknown, ...args: Args) => string | ToastText);
  /** Runs after a success (before the toast), e.g. to close a dialog or navigate. */
  onSuccess?: (result: R, ...args: Args) => void;
}

function asToast(text: string | ToastText): ToastText {
  return typeof text === 'string' ? { title: text } : text;
}

export interface Action<Args extends unknown[]> {
  /** Runs the write (one at a time); resolves to true when it succeeded (a failure has been toasted). */
  run: (...args: Args) => Promise<boolean>;
  busy: boolean;
}

/**
 * One write with a busy state and the success and failure toasts. A direct
 * document write made offline is done once it is saved on this phone
 * (`SavedOnPhone`): it says so instead of the success message.
 *
 *   const remove = useAction(deleteArticle, { success: 'Article deleted', failure: 'Failed to delete article' });
 *   <Button loading={remove.busy} onClick={() => remove.run(article.id)}>Delete</Button>
 */
export function useAction<Args extends unknown[], R>(
  write: (...args: Args) => Promise<R>,
  messages: ActionMessages<Args, R>,
): Action<Args> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function run(...args: Args): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    const say = messages;
    try {
      const result = await write(...args);
      say.onSuccess?.(result, ...args);
      if (say.success) {
        const text = typeof say.success === 'function' ? say.success(result, ...args) : say.success;
        toaster.create({ type: 'success', ...asToast(text) });
      }
      return true;
    } catch (error) {
      if (error instanceof SavedOnPhone) {
        // Offline: the change waits on this phone and will sync (src/lib/data/sync.ts). The form is done with it.
        say.onSuccess?.(error.value as R, ...args);
        toaster.create({ type: 'info', title: SAVED_ON_PHONE });
        return true;
      }
      console.error(error);
      const text =
        typeof say.failure === 'function' ? asToast(say.failure(error, ...args)) : { title: say.failure, description: errorMessage(error) };
      toaster.create({ type: 'error', ...text });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy };
}
