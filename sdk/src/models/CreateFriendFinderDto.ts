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
   * Ethnicity; 'Prefer not to say' keeps it private (answered as null)
   */
  ethnicity: string;
  /**
   * Gender
   */
  gender: Gender;
  /**
   * Height; 'Prefer not to say' keeps it private (answered as null)
   */
  height: string;
  /**
   * Kids; 'Prefer not to say' keeps it private (answered as null)
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
   * Religion; 'Prefer not to say' keeps it private (answered as null)
   */
  religion: string;
  /**
   * Sexual orientation; 'Prefer not to say' keeps it private (answered as null)
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

