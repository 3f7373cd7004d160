export * from 'shared-staff/src/test/harness';
