import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type ToastLibrary = typeof import('react-hot-toast');
type Message = ValueOrFunction<Renderable, Toast>;

let library: Promise<ToastLibrary> | undefined;
let resolveLoaded: (loaded: ToastLibrary) => void = () => undefined;

/** Resolves once react-hot-toast has loaded, whoever asked for it first (`ToastHost` waits on it). */
export const toastsLoaded = new Promise<ToastLibrary>((resolve) => {
  resolveLoaded = resolve;
});

/**
 * Loads react-hot-toast (its store, the toaster and its styling, about 5 KB gzip), once: not part of a
 * player's first download (issue 28 point 8). `ToastHost` asks for it when the page is idle, a toast
 * asks for it at once. A failed load (offline before it came) is asked again by the next toast.
 */
export function loadToasts(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast').then(
    (loaded) => {
      resolveLoaded(loaded);
      return loaded;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

function show(call: (hot: ToastLibrary['default']) => void): void {
  loadToasts().then(
    (loaded) => call(loaded.default),
    () => undefined,
  );
}

/**
 * The game's toasts: react-hot-toast's `toast`, `toast.success`, `toast.error` and `toast.dismiss`
 * with the same arguments and options, shown in call order once the library has loaded (at once when
 * it has). They return nothing: give an `id` in the options to dismiss or replace a toast.
 */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions): void => show((hot) => hot(message, options)),
  {
    success: (message: Message, options?: ToastOptions): void => show((hot) => hot.success(message, options)),
    error: (message: Message, options?: ToastOptions): void => show((hot) => hot.error(message, options)),
    dismiss: (id?: string): void => show((hot) => hot.dismiss(id)),
  },
);
