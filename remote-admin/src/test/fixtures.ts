export * from 'shared-staff/src/test-utils/fixtures';
