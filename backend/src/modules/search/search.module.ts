import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Site search over every domain's searcher (descriptor `search`). */
@Module({ controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
