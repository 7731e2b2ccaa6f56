/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export { ApiError } from './core/ApiError';
export { CancelablePromise, CancelError } from './core/CancelablePromise';
export { OpenAPI } from './core/OpenAPI';
export type { OpenAPIConfig } from './core/OpenAPI';

export type { ApiErrorDto } from './models/ApiErrorDto';
export type { ChannelAuthDto } from './models/ChannelAuthDto';
export type { ChannelAuthResponseDto } from './models/ChannelAuthResponseDto';
export type { ForgotPasswordDto } from './models/ForgotPasswordDto';
export type { LiveDto } from './models/LiveDto';
export type { LoginDto } from './models/LoginDto';
export type { LoginResponseDto } from './models/LoginResponseDto';
export type { MessageDto } from './models/MessageDto';
export type { ProfileEditDto } from './models/ProfileEditDto';
export type { RefreshDto } from './models/RefreshDto';
export type { RegisterDto } from './models/RegisterDto';
export type { ResetPasswordDto } from './models/ResetPasswordDto';
export type { StatusDto } from './models/StatusDto';
export type { TokenPairDto } from './models/TokenPairDto';
export type { UserDto } from './models/UserDto';
export type { UserResponseDto } from './models/UserResponseDto';
export type { UserRole } from './models/UserRole';
export type { UserStatus } from './models/UserStatus';

export { AuthService } from './services/AuthService';
export { HealthService } from './services/HealthService';
export { RealtimeService } from './services/RealtimeService';
