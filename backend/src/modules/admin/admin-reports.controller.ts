import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { StaffApi } from '../../common/auth/roles';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { AdminService } from './admin.service';
import { AdminReportsQueryDto, ReportCaseDto, ResolveReportDto } from './dto/admin.dto';

/** The reports queue: one entry per reported subject, resolved with one decision. */
@StaffApi('admin')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOperation({ summary: 'Reports, grouped by what they are about, most recently reported first' })
  @ApiPagedResponse(ReportCaseDto)
  listReportCases(@Query() query: AdminReportsQueryDto): Promise<Page<ReportCaseDto>> {
    return this.admin.listReports(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry of the reports queue' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(ReportCaseDto)
  @ApiErrors(404)
  async getReportCase(@Param('id', IdPipe) id: number): Promise<{ data: ReportCaseDto }> {
    return { data: await this.admin.getReport(id) };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resolve every open report on the subject: dismiss, hide, remove, or warn, suspend or ban its author' })
  @ApiParam({ name: 'id', type: Number, description: 'The id of the queue entry' })
  @ApiDataResponse(ReportCaseDto)
  @ApiErrors({ 404: 'No such entry', 409: 'Already resolved, or the member is already banned' })
  async resolveReportCase(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ResolveReportDto): Promise<{ data: ReportCaseDto }> {
    return { data: await this.admin.resolve(me, id, dto) };
  }
}
