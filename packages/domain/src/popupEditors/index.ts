export * from './popupEditor.schema';
export * from './popupEditors.errors';
export * from './popupEditors.contract';
