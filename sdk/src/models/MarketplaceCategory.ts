/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Category
 */
export type MarketplaceCategory = 'Antiques & collectibles' | 'Baby & kids' | 'Bikes' | 'Books, music & films' | 'Cars & vehicles' | 'Clothing & accessories' | 'Electronics' | 'Furniture' | 'Garden & outdoors' | 'Home & kitchen' | 'Musical instruments' | 'Pet supplies' | 'Sports & leisure' | 'Toys & games' | 'Other';
