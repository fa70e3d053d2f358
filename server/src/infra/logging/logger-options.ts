import type { Params } from 'nestjs-pino';
import type { Logger } from 'pino';
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
 * Whether a node writes one JSON line per request ({@link requestLogLine}): not in development on a
 * terminal (pino-pretty), and not above info, where the line would be built and then dropped.
 */
export function logsRequests(config: AppConfig, stdoutIsTerminal = Boolean(process.stdout.isTTY)): boolean {
  const pretty = config.NODE_ENV === 'development' && stdoutIsTerminal;
  return !pretty && REQUEST_LINE_LEVELS.has(config.LOG_LEVEL);
}

/** What a request line carries: what operators read, without headers. */
export interface RequestLogFields {
  id: string;
  method: string;
  url: string;
  statusCode: number;
  /** Time from the request's arrival to the end of the response, in ms. */
  responseTime: number;
  userId?: string;
}

/** The object of a request line. */
export interface RequestLogLine {
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
  userId?: string;
}

/**
 * The logger request lines go to: `root` with plain `req` and `res` serialisers, as the line's
 * req and res are already what operators read (pino-http's wrap Node's request and response).
 */
export function requestLogger(root: Logger): Logger {
  return root.child({}, { serializers: { req: (req: unknown) => req, res: (res: unknown) => res } });
}

/**
 * Query parameters whose values are secrets (compared in lower case, after percent-decoding and
 * without a `[]` suffix): the single-use tokens of `/verify-email` and `/reset-password`, Google's
 * OAuth `code` and `state` on `/auth/callback`, and any token or password a client puts in a URL.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'state',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'client_secret',
]);

/** What a secret query value is replaced with in the log. */
export const REDACTED = '[REDACTED]';

/** The parameter name a raw `name=value` pair stands for, as Fastify's query parser would read it. */
function queryParameterName(pair: string): string {
  const raw = pair.split('=', 1)[0].replace(/\+/g, ' ');
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw; // malformed escapes: compare the raw text
  }
  return name.replace(/\[\]$/, '').trim().toLowerCase();
}

/**
 * A request URL fit for the log: the value of every {@link SECRET_QUERY_PARAMETERS} parameter becomes
 * {@link REDACTED} (`/verify-email?token=abc&x=1` -> `/verify-email?token=[REDACTED]&x=1`); the path,
 * the other parameters and their order are kept as sent. A secret sent without `=` is a flag, not
 * a value, and stays.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url.slice(query + 1).split('&');
  let redacted = false;
  for (let i = 0; i < pairs.length; i++) {
    const equals = pairs[i].indexOf('=');
    if (equals < 0 || !SECRET_QUERY_PARAMETERS.has(queryParameterName(pairs[i]))) continue;
    pairs[i] = `${pairs[i].slice(0, equals)}=${REDACTED}`;
    redacted = true;
  }
  return redacted ? `${url.slice(0, query)}?${pairs.join('&')}` : url;
}

/** Whether a path is one of the health probes (`/api/health`, `/api/health/live`, `/api/health/ready`). */
function isHealthProbe(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api/health' || path.startsWith('/api/health/');
}

/**
 * The request line's fields (pino-http's shape: `req`, `res`, `responseTime`, `userId`) and message,
 * with secret query values redacted ({@link redactUrl}), or null for a health probe, which is not
 * logged.
 */
export function requestLogLine(fields: RequestLogFields): [RequestLogLine, string] | null {
  if (isHealthProbe(fields.url)) return null;
  return [
    {
      req: { id: fields.id, method: fields.method, url: redactUrl(fields.url) },
      res: { statusCode: fields.statusCode },
      responseTime: Math.round(fields.responseTime),
      userId: fields.userId,
    },
    fields.statusCode >= 500 ? 'request errored' : 'request completed',
  ];
}

/**
 * The pino options of every node. In development with stdout on a terminal (`npm start`, `npm run
 * dev`): pino-pretty's short coloured lines, without the start-up chatter ({@link STARTUP_CONTEXTS})
 * nor a line per request (errors and warnings still show). Anywhere else (production, tests, a pipe):
 * one JSON object per line, every request included except health probes ({@link logsRequests}).
 *
 * nestjs-pino's per-request middleware (pino-http: three child loggers per request, bound through
 * AsyncLocalStorage) is not mounted (`forRoutes: []`): the request line is written by one Fastify
 * onResponse hook on the root logger (app.factory.ts), and an error line names its request id itself.
 */
export function loggerOptions(config: AppConfig, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Params {
  const pretty = config.NODE_ENV === 'development' && stdoutIsTerminal;
  return {
    forRoutes: [],
    pinoHttp: {
      level: config.LOG_LEVEL,
      autoLogging: false,
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
