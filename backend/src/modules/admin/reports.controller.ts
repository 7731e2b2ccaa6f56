import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { CreateReportDto, ReportDto } from './dto/report.dto';
import { ReportsService } from './reports.service';

/** Members report what they see. */
@MembersApi('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report a member, a post, a comment, a chat message or a listing to the moderators' })
  @ApiDataResponse(ReportDto, 201)
  @ApiErrors({ 404: 'Nothing I can see has this type and id', 409: 'I already reported it and it is still under review' })
  async createReport(@CurrentUser() me: AuthUser, @Body() dto: CreateReportDto): Promise<{ data: ReportDto }> {
    return { data: await this.reports.create(me, dto) };
  }
}
