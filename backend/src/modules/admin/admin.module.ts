import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AccountDataModule } from '../account-data';
import { AuthModule } from '../auth';
import { AdminAuditController } from './admin-audit.controller';
import { AdminContentController } from './admin-content.controller';
import { AdminReportsController } from './admin-reports.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';
import { ModerationActions } from './moderation-actions.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { AdminMemberData } from './admin.member-data';

/** Moderation: members' reports, the moderators' API under /api/admin, the audit log. */
@Module({
  imports: [AuthModule, UploadsModule, AccountDataModule],
  controllers: [ReportsController, AdminReportsController, AdminUsersController, AdminContentController, AdminAuditController],
  providers: [ReportsService, AdminService, AdminRepository, ModerationActions, AdminMemberData],
})
export class AdminModule {}
