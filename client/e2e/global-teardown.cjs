/**
 * Jest global teardown of the browser specs: when jest ran the files in its own process (one worker,
 * E2E_WORKERS=1), the browser they shared (e2e/environment.cjs) is still open and would keep jest
 * from exiting; close it. With several workers each closes with its worker process, and this finds
 * nothing to close.
 */
module.exports = () => require('./environment.cjs').closeSharedBrowser();
