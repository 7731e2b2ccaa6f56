/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExportStatus = 'pending' | 'running' | 'ready' | 'failed';
