/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Gender } from './Gender.js';
import type { Habit } from './Habit.js';
import type { LookingFor } from './LookingFor.js';
export type CreateFriendFinderDto = {
  /**
   * Age
   */
  age: number;
  /**
   * About me
   */
  description: string;
  /**
   * Drinker
   */
  drinker: Habit;
  /**
   * Education
   */
  education_level: string;
  /**
   * Ethnicity
   */
  ethnicity: string;
  /**
   * Gender
   */
  gender: Gender;
  /**
   * Height
   */
  height: string;
  /**
   * Kids
   */
  kids: string;
  /**
   * Location
   */
  location: string;
  /**
   * Looking for
   */
  looking_for: LookingFor;
  /**
   * Relationship status
   */
  relationship_status: string;
  /**
   * Religion
   */
  religion: string;
  /**
   * Sexual orientation
   */
  sexual_orientation: string;
  /**
   * Smoker
   */
  smoker: Habit;
  /**
   * Headline
   */
  title: string;
};

