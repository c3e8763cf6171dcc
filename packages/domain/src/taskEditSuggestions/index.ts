export * from './taskEditSuggestionJson';
export * from './taskEditSuggestions.schema';
export * from './taskEditSuggestions.errors';
export * from './outdated';
export * from './policies';
export * from './taskEditSuggestions.contract';
