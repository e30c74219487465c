/**
 * jsdom has no modal <dialog>: showModal() and close() toggle `open` (so a closed dialog is
 * hidden, as in browsers), and Escape sends the dialog a cancelable `cancel` event that closes it
 * unless prevented. Focus handling is left to the code under test.
 */
export function installDialogDouble() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  const onEscape = (event: KeyboardEvent) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', {cancelable: true}))) dialog.close();
  };
  document.addEventListener('keydown', onEscape);
  return () => document.removeEventListener('keydown', onEscape);
}
