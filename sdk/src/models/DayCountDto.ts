/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DayCountDto = {
  /**
   * New content of every section
   */
  content: number;
  /**
   * UTC day
   */
  day: string;
  members: number;
  reports: number;
};

