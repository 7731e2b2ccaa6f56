import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { LanguageDto } from './dto/language.dto';
import { UsersService } from './users.service';

/** The signed-in member's interface language, kept in their profile so it follows them to other devices. */
@MembersApi('auth')
@Controller('me')
export class LanguageController {
  constructor(private readonly users: UsersService) {}

  @Put('language')
  @ApiOperation({ summary: 'Choose my interface language (en, pt-PT or ar); every device I sign in on then speaks it' })
  @ApiOkResponse({ type: LanguageDto })
  async updateLanguage(@CurrentUser() me: AuthUser, @Body() dto: LanguageDto): Promise<LanguageDto> {
    return { language: await this.users.setLanguage(me, dto.language) };
  }
}
