import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { statementsSent } from '../../infra/database/statement-counter';
import { QueueName } from '../../infra/queue/queues';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway';

/** Prometheus metrics of this process: HTTP latency, connected sockets, SQL statements sent, queue depth, Node defaults. */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(gateway: RealtimeGateway, @InjectQueue(QueueName.CONFINEMENT) confinementQueue: Queue) {
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
    const queues = [confinementQueue];
    new Gauge({
      name: 'bullmq_queue_depth',
      help: 'Jobs waiting, delayed or active per queue',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'delayed', 'active');
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
        }
      },
    });
  }
}
