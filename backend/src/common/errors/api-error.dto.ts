import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The error body of every 4xx/5xx answer: `{ statusCode, message, errors? }`. */
export class ApiErrorDto {
  @ApiProperty({ example: 422 })
  statusCode!: number;

  @ApiProperty({ example: 'This field is required!' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Validation messages by field (422 only)',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Invalid email address'] },
  })
  errors?: Record<string, string[]>;
}
