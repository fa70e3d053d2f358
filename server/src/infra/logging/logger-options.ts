import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/config.schema';

/**
 * Nest's start-up chatter: one line per module, gateway and mapped route (hundreds). A terminal in
 * development does not show it; JSON logs keep it.
 */
export const STARTUP_CONTEXTS: ReadonlySet<string> = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestFactory',
  'NestApplication',
]);

/** Log levels at which the one-line-per-request log is written (it is written at info). */
const REQUEST_LINE_LEVELS: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * The pino options of every node. In development with stdout on a terminal (`npm start`, `npm run
 * dev`): pino-pretty's short coloured lines, without the start-up chatter ({@link STARTUP_CONTEXTS})
 * nor a line per request (errors and warnings still show). Anywhere else (production, tests, a pipe):
 * one JSON object per line, every request included except health probes.
 */
export function loggerOptions(config: AppConfig, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Params {
  const pretty = config.NODE_ENV === 'development' && stdoutIsTerminal;
  // The request line is written at info: above that level it would be built and then dropped, so
  // the per-request work (response hook, props, serialisers) is skipped altogether.
  const logsRequests = !pretty && REQUEST_LINE_LEVELS.has(config.LOG_LEVEL);
  return {
    // Path syntax of Nest 11's router (the default '*' is the legacy form and logs a warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      customProps: (request) => ({ userId: (request as { userId?: string }).userId }),
      // Probes are not logged; the middleware may see a rewritten url, so read originalUrl.
      autoLogging: !logsRequests
        ? false
        : {
            ignore: (request) => {
              const url = ((request as { originalUrl?: string }).originalUrl ?? request.url ?? '').split(
                '?',
              )[0];
              return url === '/api/health';
            },
          },
      // One line per request with what operators read; headers stay out of the log (and off the hot path).
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      ...(pretty
        ? {
            hooks: {
              logMethod(args, method, level) {
                const [first] = args as unknown[];
                const context = (first as { context?: unknown } | null)?.context;
                // Start-up chatter is info (30); warnings and errors of the same contexts still show.
                if (level <= 30 && typeof context === 'string' && STARTUP_CONTEXTS.has(context)) return;
                method.apply(this, args);
              },
            },
            transport: {
              target: 'pino-pretty',
              options: {
                colorize: true,
                translateTime: 'SYS:HH:MM:ss',
                ignore: 'pid,hostname,context,req,res,responseTime,userId',
                messageFormat: '{if context}{context}: {end}{msg}',
                singleLine: true,
              },
            },
          }
        : {}),
    },
  };
}
