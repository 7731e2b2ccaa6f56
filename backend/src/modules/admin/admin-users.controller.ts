import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { Roles, StaffApi } from '../../common/auth/roles';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { AdminService } from './admin.service';
import { AdminUserDto, AdminUsersQueryDto, DeleteUserDto, ModerationReasonDto, SetRoleDto, SuspendUserDto, WarnUserDto } from './dto/admin.dto';

/** Members, for moderators: find them, warn, suspend, ban and unban them; administrators set roles. */
@StaffApi('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOperation({ summary: 'Members, newest first; search by name, username or email' })
  @ApiPagedResponse(AdminUserDto)
  listAdminUsers(@Query() query: AdminUsersQueryDto): Promise<Page<AdminUserDto>> {
    return this.admin.listUsers(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One member, with their standing' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404)
  async getAdminUser(@Param('id', IdPipe) id: number): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.getUser(id) };
  }

  @Post(':id/ban')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ban a member: their sessions and sockets end at once, signing in is refused' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404, { 409: 'Already banned' })
  async banUser(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ModerationReasonDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.ban(me, id, dto.reason) };
  }

  @Post(':id/unban')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift a ban or a suspension' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404, { 409: 'Neither banned nor suspended' })
  async unbanUser(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ModerationReasonDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.unban(me, id, dto.reason) };
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend a member until a date: their sessions and sockets end at once' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404, { 409: 'Already banned' })
  async suspendUser(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: SuspendUserDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.suspend(me, id, dto.until, dto.reason) };
  }

  @Post(':id/warn')
  @HttpCode(200)
  @ApiOperation({ summary: 'Warn a member (they are notified with the reason)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404)
  async warnUser(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: WarnUserDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.warn(me, id, dto.reason) };
  }

  @Post(':id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a member’s account at once (no grace period): their sessions end, their data is erased as their own deletion would; the reason goes to the audit log' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404)
  async deleteUser(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: DeleteUserDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.deleteAccount(me, id, dto.reason) };
  }

  @Post(':id/role')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Make a member a moderator or an administrator, or a member again (administrators only)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminUserDto)
  @ApiErrors(404)
  async setUserRole(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: SetRoleDto): Promise<{ data: AdminUserDto }> {
    return { data: await this.admin.setRole(me, id, dto.role) };
  }
}
