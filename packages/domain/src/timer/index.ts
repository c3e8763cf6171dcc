export * from './timerProtocol';
