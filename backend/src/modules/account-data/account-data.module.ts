import { Module } from '@nestjs/common';
import { MemberDataRegistry } from '../../common/member-data/member-data-registry';
import { AccountDataController } from './account-data.controller';
import { AccountDataMemberData } from './account-data.member-data';
import { AccountDataSweeper } from './account-data.sweeper';
import { AccountDeletionService } from './account-deletion.service';
import { AccountEraser } from './account-eraser';
import { ExportBuilder } from './export-builder';
import { MemberExportsService } from './member-exports.service';

/** Take your data, or leave: exports built by the `exports` queue, deletion erased by the `accounts` queue. */
import { ExportFileOwner } from './account-data.files';
@Module({
  controllers: [AccountDataController],
  providers: [ExportFileOwner, MemberDataRegistry, MemberExportsService, ExportBuilder, AccountDeletionService, AccountEraser, AccountDataSweeper, AccountDataMemberData],
  exports: [AccountDeletionService],
})
export class AccountDataModule {}
