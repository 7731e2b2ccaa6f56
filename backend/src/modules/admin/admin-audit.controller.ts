import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { StaffApi } from '../../common/auth/roles';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { AdminService } from './admin.service';
import { AuditEntryDto, AuditLogQueryDto, StatsDto, StatsQueryDto } from './dto/admin.dto';

/** The audit log and the dashboard's counts. */
@StaffApi('admin')
@Controller('admin')
export class AdminAuditController {
  constructor(private readonly admin: AdminService) {}

  @Get('audit-log')
  @ApiOperation({ summary: 'Every moderator and system action, newest first (append-only)' })
  @ApiPagedResponse(AuditEntryDto)
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<Page<AuditEntryDto>> {
    return this.admin.auditLog(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Counts for the dashboard: open reports, members, content per section, per day' })
  @ApiOkResponse({ type: StatsDto })
  getStats(@Query() query: StatsQueryDto): Promise<StatsDto> {
    return this.admin.stats(query.days);
  }
}
