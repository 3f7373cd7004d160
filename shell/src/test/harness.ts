export * from 'shared-ui/src/test/harness';
