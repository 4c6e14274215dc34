import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's deferred offer to install the app, while it can still be used. */
  event: BeforeInstallPromptEvent | null;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ event: null }));

/**
 * Keeps the browser's install offer for the install page's "Install app"
 * button. Returns the clean-up; call it once from the root layout.
 */
export function listenForInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    useInstallPrompt.setState({ event: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => useInstallPrompt.setState({ event: null });
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; the offer can be used only once. */
export async function promptInstall(): Promise<void> {
  const { event } = useInstallPrompt.getState();
  if (!event) return;
  useInstallPrompt.setState({ event: null });
  await event.prompt();
  await event.userChoice;
}
