import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Gauge, Registry } from 'prom-client';
import { statementsSent, transactionStatementsSent } from '../../infra/database/statement-counter';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway';

/**
 * The Prometheus registry of this process (`GET /metrics` on METRICS_PORT, `MetricsServer`) with the
 * HTTP latency histogram, connected sockets, SQL statements sent and Node's default metrics. The
 * queue, connection, game and economy-audit metrics register on the same registry (`QueueMetrics`,
 * `ConnectionMetrics`, `GameMetrics`, `EconomyAuditMetrics`); the README's "Metrics" table lists
 * every name.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  /** Seconds from a request's arrival to its response, by method, route pattern and status code. */
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(gateway: RealtimeGateway) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'Sockets connected to this node',
      registers: [this.registry],
      collect() {
        this.set(gateway.localSocketCount);
      },
    });
    new Counter({
      name: 'db_statements_total',
      help: 'SQL statements sent to PostgreSQL (BEGIN and COMMIT included)',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(statementsSent());
      },
    });
    new Counter({
      name: 'db_transaction_statements_total',
      help: 'SQL statements sent inside transactions (BEGIN to COMMIT or ROLLBACK included)',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(transactionStatementsSent());
      },
    });
  }
}
