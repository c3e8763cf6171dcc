export * from './taskEditSuggestionJson';
export * from './taskEditSuggestions.schema';
export * from './taskEditSuggestions.errors';
export * from './policies';
export * from './taskEditSuggestions.contract';
