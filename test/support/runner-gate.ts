/**
 * A gate for the task runner's `afterBatch` seam (server/tasks/hub.ts): open unless a test holds it, so
 * "running, some units done" is a known point however fast the machine, instead of a race.
 */
export function runnerGate() {
  let wait = Promise.resolve();
  let release = () => {};
  return {
    /** Hand this to createTaskHub's `afterBatch`. */
    afterBatch: () => wait,
    /** Holds the runner at its next batch; call the answer to let it go on. */
    hold(): () => void {
      wait = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
        wait = Promise.resolve();
      };
    },
    /** Lets a held runner go (after a failed test). */
    release: () => release(),
  };
}
