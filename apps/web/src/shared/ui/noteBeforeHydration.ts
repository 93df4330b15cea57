/**
 * What a visitor did on a prerendered page (app/prerendered.ts) before React took it over. React drops
 * a tap or a change on a part it has not hydrated yet (and puts a select back), so the page notes it
 * itself, from its first script, with a capture listener on the document: it runs before React's on
 * the root, which stops an event it cannot handle yet. The screen that owns the control takes the note
 * once it shows (`take`), which also ends the watch: from then on React handles the control.
 */
export function noteBeforeHydration<T>(
  types: readonly ('click' | 'input' | 'change')[],
  read: (target: Element) => { noted: T | undefined } | null,
) {
  let noted: T | undefined;
  let watching = false;
  const listener = (event: Event) => {
    const found = event.target instanceof Element ? read(event.target) : null;
    if (found) noted = found.noted;
  };
  return {
    /** Starts the watch; `already` is what the page shows was done before this script ran. */
    watch(already?: T) {
      if (already !== undefined) noted = already;
      if (watching) return;
      watching = true;
      for (const type of types) document.addEventListener(type, listener, true);
    },
    /** The note so far, without taking it. */
    peek: () => noted,
    /** The note, once; the watch ends. */
    take() {
      for (const type of types) document.removeEventListener(type, listener, true);
      watching = false;
      const taken = noted;
      noted = undefined;
      return taken;
    },
  };
}
