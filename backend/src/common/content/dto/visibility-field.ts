import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { VISIBILITIES } from '../content-kinds';

/** Who may read the item: public (visitors too), members (the default on creation) or friends (the author's). */
export const VisibilityField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'Visibility', default: 'members', description: 'Who may read it: public (visitors too), members, or friends (mine)' }),
    IsOptional(),
    IsIn(VISIBILITIES, { message: 'visibility must be public, members or friends' }),
  );
