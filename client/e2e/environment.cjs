/**
 * Jest environment of the browser specs: Node's, plus what the spec files of one jest worker share
 * (`globalThis.__e2eShared`, read by e2e/support.ts): one Chromium, launched by the first file that
 * asks and kept until the worker exits, and the given-back contexts with their parked pages, so a
 * file's first page is a page an earlier file gave back, with its renderer and the app's compiled
 * scripts warm, instead of a new browser's (a worker runs about 13 files one after the other). This
 * module is loaded once per worker, outside the files' sandboxes, and so are the Playwright objects
 * it makes: a file only calls their methods. The browser is closed on jest-worker's end message, so
 * the worker exits on its own (the browser's pipes would keep it alive until jest kills it), or in
 * the global teardown when jest runs the files in its own process (one worker:
 * e2e/global-teardown.cjs).
 */
const { TestEnvironment } = require('jest-environment-node');

/** The worker's shared state (see e2e/support.ts Shared), made by the first file. */
let shared;

function createShared() {
  return {
    /** The launch in progress or done (a Browser promise), when there was one. */
    launching: undefined,
    idle: new Map(),
    traffic: new WeakMap(),
    clocked: new WeakSet(),
    tainted: new WeakSet(),
    /**
     * The worker's browser, launched with `options` on the first call; again, with the given-back
     * contexts dropped, when the last one has gone (crashed or closed). closeSharedBrowser closes it.
     */
    async launch(options) {
      const running = this.launching && (await this.launching.catch(() => undefined));
      if (running?.isConnected()) return running;
      this.idle.clear();
      this.launching = require('playwright-core').chromium.launch(options);
      return this.launching;
    },
  };
}

class BrowserSpecEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    shared ??= createShared();
    this.global.__e2eShared = shared;
  }
}

/** Closes this process's shared browser, if it launched one (the global teardown). */
async function closeSharedBrowser() {
  const browser = shared?.launching && (await shared.launching.catch(() => undefined));
  shared = undefined;
  await browser?.close();
}

/** jest-worker's message that ends a worker process (`CHILD_MESSAGE_END` in its types; not exported). */
const CHILD_MESSAGE_END = 2;

// In a worker process, the browser closes on jest-worker's end message, so the process then exits on
// its own instead of being killed (as the server tests' shared app does, server/test/support/app-environment.ts).
if (process.send) {
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    process.removeListener('message', onMessage);
    void closeSharedBrowser();
  };
  process.on('message', onMessage);
}

module.exports = BrowserSpecEnvironment;
module.exports.closeSharedBrowser = closeSharedBrowser;
