/**
 * The open modal dialogs, newest last. A modal dialog sits in the browser's top layer and makes everything outside
 * it inert, so a message shown while one is open (the snackbar) must be rendered inside the newest one to be seen
 * and its Close clicked (issue 25: it rendered under the location dialog's backdrop).
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function dialogOpened(dialog: HTMLDialogElement) {
  open.push(dialog);
  changed();
}

export function dialogClosed(dialog: HTMLDialogElement) {
  const index = open.lastIndexOf(dialog);
  if (index === -1) return;
  open.splice(index, 1);
  changed();
}

export function subscribeTopDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open modal dialog, or null. */
export function topDialog(): HTMLDialogElement | null {
  return open[open.length - 1] ?? null;
}
