/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditAction = 'auto_hide' | 'dismiss' | 'hide' | 'restore' | 'remove' | 'warn' | 'suspend' | 'ban' | 'unban' | 'role' | 'delete';
