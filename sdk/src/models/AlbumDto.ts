/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AlbumCoverDto } from './AlbumCoverDto.js';
import type { PictureDto } from './PictureDto.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type AlbumDto = {
  /**
   * The chosen cover, else the latest picture added; null when empty
   */
  cover: AlbumCoverDto | null;
  created_at: string;
  description: string | null;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  name: string;
  pictures: Array<PictureDto>;
  pictures_count: number;
  updated_at: string;
  /**
   * Who wrote or posted it
   */
  user: UserSummaryDto;
  /**
   * Who may read it (not on forum replies, which follow their thread)
   */
  visibility?: Visibility;
};

