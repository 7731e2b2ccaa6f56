import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../../common/users/languages';
import { MSG } from '../../../common/validation/messages';

/** The body of PUT /api/me/language, and its answer. */
export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', example: 'pt-PT' })
  @IsIn(LANGUAGES, { message: MSG.languageInvalid })
  language!: Language;
}
