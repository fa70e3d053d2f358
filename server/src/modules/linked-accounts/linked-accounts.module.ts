import { Module } from '@nestjs/common';
import { LinkedAccountsRepository } from './linked-accounts.repository';
import { LinkedAccountsService } from './linked-accounts.service';

/**
 * Linked accounts (issue 30, part 6): the link graph and the household marks. Transfers, the black
 * market and gang treasuries ask it whether an operation waits for review; the admin module serves its screen.
 */
@Module({
  providers: [LinkedAccountsRepository, LinkedAccountsService],
  exports: [LinkedAccountsService],
})
export class LinkedAccountsModule {}
