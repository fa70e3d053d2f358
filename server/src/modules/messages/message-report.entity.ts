import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Report states (spec 002 section 4); only PENDING reports can be handled, REVIEWED is display-only. */
export const REPORT_STATUSES = ['PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What resolving a report does to the reported message's author or the message. */
export const REPORT_ACTIONS = ['mute_user', 'delete_message'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A player's report of a private message they received (spec 002 section 3, private message report). */
@Entity('message_reports')
export class MessageReportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'message_id', type: 'int' })
  messageId: number;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text' })
  status: ReportStatus;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ type: 'text', nullable: true })
  action: ReportAction | null;

  @Column({ name: 'resolved_by', type: 'uuid', nullable: true })
  resolvedBy: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
