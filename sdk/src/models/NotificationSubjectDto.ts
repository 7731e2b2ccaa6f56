/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NotificationSubjectDto = {
  id: number;
  /**
   * The kind of row: 'user', 'post', or another domain's kind
   */
  type: string;
};

